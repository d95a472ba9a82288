import { PostList, type PostListProps } from '@/components/post-list/PostList'
import { PostRow } from '@/themes/nobelium/components/PostRow'
import { MUTED } from '@/themes/nobelium/components/styles'

/** The rows of posts, paged or scrolling (POST_LIST_STYLE), with a quiet empty line. */
export function PostColumn(props: PostListProps) {
  return (
    <PostList
      Card={PostRow}
      moreClassName="rounded-full border border-black/15 px-5 py-1.5 text-sm hover:bg-neutral-900 hover:text-white disabled:opacity-60 dark:border-white/20 dark:hover:bg-white dark:hover:text-neutral-950"
      emptyClassName={`py-10 ${MUTED}`}
      {...props}
    />
  )
}
