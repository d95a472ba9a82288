import { Masonry } from '@/components/post-list/Masonry'
import { PostList } from '@/components/post-list/PostList'
import type { ListPageProps } from '@/lib/content/page-props'
import { ListHeading } from '@/themes/fukasawa/components/ListHeading'

/** The wall of cards (1, 2 or 3 columns, read row by row), then Prev / Next. */
export function LayoutPostList(props: ListPageProps) {
  return (
    <>
      <ListHeading category={props.category} tag={props.tag} />
      <PostList
        {...props}
        arrange={(cards) => <Masonry items={cards} />}
        moreClassName="mx-auto my-8 block bg-neutral-900 px-6 py-2 text-sm text-white hover:bg-neutral-700 dark:bg-neutral-100 dark:text-neutral-900"
      />
    </>
  )
}
