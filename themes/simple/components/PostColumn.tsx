import { PostList, type PostListProps } from '@/components/post-list/PostList'
import { PostRow } from '@/themes/simple/components/PostRow'
import { MUTED, OUTLINE_BUTTON } from '@/themes/simple/components/styles'

/** The rows, with Prev / Next text links or the scrolling list (POST_LIST_STYLE). */
export function PostColumn(props: PostListProps) {
  return (
    <PostList
      Card={PostRow}
      moreClassName={`${OUTLINE_BUTTON} mx-auto my-8 block disabled:opacity-60`}
      emptyClassName={`py-10 ${MUTED}`}
      {...props}
    />
  )
}
