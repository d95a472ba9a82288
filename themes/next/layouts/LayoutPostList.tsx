import { PostList } from '@/components/post-list/PostList'
import type { ListPageProps } from '@/lib/theme/props'
import { ChipStrip } from '@/themes/next/components/ChipStrip'

/** The cards (numbered pages, or infinite scroll), under the chip strip on a category or tag. */
export function LayoutPostList(props: ListPageProps) {
  return (
    <>
      <ChipStrip category={props.category} tag={props.tag} />
      <PostList
        {...props}
        moreClassName="mx-auto my-6 block bg-neutral-900 px-6 py-2 text-sm text-white hover:bg-[#2f62d6] dark:bg-neutral-100 dark:text-neutral-900"
      />
    </>
  )
}
