import { PostList } from '@/components/post-list/PostList'
import type { ListPageProps } from '@/lib/theme/props'
import { MUTED } from '@/themes/hexo/components/styles'
import { SlotBar } from '@/themes/hexo/components/SlotBar'

/** The heading of a category or tag, the horizontal cards, the numbered pager. */
export function LayoutPostList(props: ListPageProps) {
  return (
    <>
      <SlotBar category={props.category} tag={props.tag} />
      <PostList
        {...props}
        moreClassName="mx-auto block rounded-lg bg-(--hexo-accent) px-6 py-2 text-neutral-950 disabled:opacity-60"
        emptyClassName={MUTED}
      />
    </>
  )
}
