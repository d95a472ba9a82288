import { PostTitle } from '@/components/post-list/PostTitle'
import type { PostCardProps } from '@/lib/theme/types'

/** The PostCard slot: title, day and category on one line, then the summary. */
export function PostRow({ post }: PostCardProps) {
  return (
    <article className="border-b border-neutral-200 py-5 dark:border-neutral-800">
      <PostTitle
        post={post}
        className="text-xl font-bold"
        classes={{ link: 'hover:text-blue-700 hover:underline dark:hover:text-blue-400' }}
      />
      <p className="text-muted mt-1 text-sm">
        <time dateTime={post.date}>{post.publishDay}</time>
        {post.category && <span> · {post.category}</span>}
      </p>
      {post.summary && (
        <p className="mt-2 line-clamp-3 text-neutral-700 dark:text-neutral-300">{post.summary}</p>
      )}
    </article>
  )
}
