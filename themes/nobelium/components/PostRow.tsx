import { PostTitle } from '@/components/post-list/PostTitle'
import { PostPreview } from '@/components/post-list/PostPreview'
import type { PostCardProps } from '@/lib/theme/types'
import { MUTED } from '@/themes/nobelium/components/styles'

/** The PostCard slot: title and date on one baseline, then the summary or the preview. */
export function PostRow({ post, preview }: PostCardProps) {
  return (
    <article className="mb-8 md:mb-10">
      <header className="flex flex-col justify-between gap-1 md:flex-row md:items-baseline md:gap-4">
        <PostTitle
          post={post}
          className="text-lg font-medium md:text-xl"
          classes={{
            link: 'text-neutral-900 hover:underline hover:underline-offset-4 dark:text-neutral-100',
            lock: MUTED
          }}
        />
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
