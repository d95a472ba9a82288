import { Link } from '@/components/Link'
import type { PostCardProps } from '@/lib/theme/types'
import { categoryHref } from '@/lib/routing/routes'
import { PostTitle } from '@/components/post-list/PostTitle'
import { PostPreview } from '@/components/post-list/PostPreview'

/** The default list card: title (lock badge when locked), day and category, summary, preview. */
export function PostCard({ post, preview }: PostCardProps) {
  return (
    <article className="border-b border-neutral-200 py-6 dark:border-neutral-800">
      <PostTitle post={post} className="text-xl font-semibold" />
      <p className="mt-1 text-sm text-muted">
        <time dateTime={post.date}>{post.publishDay}</time>
        {post.category && (
          <>
            {' · '}
            <Link href={categoryHref(post.category)} className="hover:underline">
              {post.category}
            </Link>
          </>
        )}
      </p>
      {post.summary && <p className="mt-2 line-clamp-3">{post.summary}</p>}
      {preview && <PostPreview body={preview} className="mt-3" />}
    </article>
  )
}
