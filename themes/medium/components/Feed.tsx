import { PostList, type PostListProps } from '@/components/post-list/PostList'
import { FeedRow } from '@/themes/medium/components/FeedRow'
import { MUTED } from '@/themes/medium/components/styles'

/** Outlined green pager and "More" buttons. */
export const PAGER_BUTTON =
  'rounded-full border border-[#1a8917] px-5 py-1.5 text-sm font-medium text-[#1a8917] hover:bg-[#1a8917] hover:text-white disabled:opacity-60 dark:border-green-400 dark:text-green-400 dark:hover:bg-green-400 dark:hover:text-neutral-950'

/** The feed: rows under rules, paged (Prev / Next) or scrolling, per POST_LIST_STYLE. */
export function Feed(props: PostListProps) {
  return (
    <PostList
      Card={FeedRow}
      moreClassName={PAGER_BUTTON}
      emptyClassName={`py-10 ${MUTED}`}
      {...props}
    />
  )
}
