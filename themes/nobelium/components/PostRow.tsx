import { Link } from '@/components/Link'
import { LockBadge } from '@/components/post-list/LockBadge'
import { PostPreview } from '@/components/post-list/PostPreview'
import type { PostCardProps } from '@/lib/theme/types'
import { MUTED } from '@/themes/nobelium/components/styles'

/** The PostCard slot: title and date on one baseline, then the summary or the preview. */
export function PostRow({ post, preview }: PostCardProps) {
  return (
    <article className="mb-8 md:mb-10">
      <header className="flex flex-col justify-between gap-1 md:flex-row md:items-baseline md:gap-4">
        <h2 className="text-lg font-medium md:text-xl">
          <Link
            href={post.href}
            target={post.target}
            className="text-neutral-900 hover:underline hover:underline-offset-4 dark:text-neutral-100"
          >
            {post.title}
          </Link>
          {post.locked && <LockBadge className={`ml-2 ${MUTED}`} />}
        </h2>
        <time dateTime={post.date} className={`shrink-0 text-sm tabular-nums ${MUTED}`}>
          {post.publishDay}
        </time>
      </header>
      {preview ? (
        <PostPreview body={preview} className="mt-2" />
      ) : (
        post.summary && (
          <p className="mt-2 line-clamp-3 leading-7 text-neutral-700 md:line-clamp-none dark:text-neutral-300">
            {post.summary}
          </p>
        )
      )}
    </article>
  )
}
