import { PostTitle } from '@/components/post-list/PostTitle'
import { PostPreview } from '@/components/post-list/PostPreview'
import type { PostCardProps } from '@/lib/theme/types'

/** The PostCard slot: a page row of a documentation index (title, day and category, summary). */
export function DocRow({ post, preview }: PostCardProps) {
  return (
    <article className="border-b border-neutral-200 py-4 dark:border-neutral-800">
      <PostTitle
        post={post}
        className="text-lg font-semibold"
        classes={{
          link: 'hover:no-underline hover:text-emerald-700 dark:hover:text-yellow-300',
          lock: 'text-muted'
        }}
      />
      <p className="mt-0.5 text-xs text-muted">
        <time dateTime={post.date}>{post.publishDay}</time>
        {post.category && ` · ${post.category}`}
      </p>
      {post.summary && !preview && (
        <p className="mt-1 line-clamp-2 text-sm text-neutral-600 dark:text-neutral-400">
          {post.summary}
        </p>
      )}
      {preview && <PostPreview body={preview} className="mt-2" />}
    </article>
  )
}
