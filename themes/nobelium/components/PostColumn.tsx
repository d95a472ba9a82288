import { PostList, type PostListProps } from '@/components/post-list/PostList'
import { useMessages } from '@/lib/i18n/use-messages'
import { PostRow } from '@/themes/nobelium/components/PostRow'
import { MUTED } from '@/themes/nobelium/components/styles'

/** The rows of posts, paged or scrolling (POST_LIST_STYLE), with a quiet empty line. */
export function PostColumn(props: PostListProps) {
  const t = useMessages()
  return (
    <PostList
      Card={PostRow}
      moreClassName="rounded-full border border-black/15 px-5 py-1.5 text-sm hover:bg-neutral-900 hover:text-white disabled:opacity-60 dark:border-white/20 dark:hover:bg-white dark:hover:text-neutral-950"
      empty={<p className={`py-10 ${MUTED}`}>{t.SEARCH.NO_RESULTS_FOUND}</p>}
      {...props}
    />
  )
}
