import type { CSSProperties, ReactNode } from 'react'
import { Link } from '@/components/Link'
import { CardExcerpt } from '@/components/post-list/CardExcerpt'
import { LockBadge } from '@/components/post-list/LockBadge'
import { ShadedCover } from '@/components/post-list/ShadedCover'
import type { PostSummary } from '@/lib/content/types'
import { coverImages } from '@/lib/body/cover-images'
import type { PreparedBlocks } from '@/lib/body/types'
import { cn, type ClassSlots } from '@/lib/style/cn'

/**
 * `cover` replaces the cover's height (`h-48`), `title` the title's size (`text-lg`) and `shade`
 * the shade's gradient stops (ShadedCover); the others add to their part's.
 */
export type OverlayCardClasses = ClassSlots<
  'root' | 'cover' | 'image' | 'shade' | 'title' | 'titleLink' | 'body' | 'summary' | 'footer'
>

export interface OverlayCardProps {
  post: PostSummary
  /** The picture (the post's cover or a default); none: the title sits on a plain band. */
  cover: string | null
  /** Show the summary under the picture. */
  summary?: boolean
  /** The start of the post, shown instead of the summary. */
  preview?: PreparedBlocks | null
  /** The card's last row (date, category, tags...). */
  footer?: ReactNode
  /** The card's place in its list (the first cover loads at once). */
  index: number
  /** The card's inline style (an animation delay). */
  style?: CSSProperties
  classes?: OverlayCardClasses
}

/**
 * A grid card whose title lies over the bottom of its cover on a dark gradient, the summary and
 * a footer row under it. The whole picture links to the post.
 */
export function OverlayCard(props: OverlayCardProps) {
  const { post, classes = {} } = props
  const images = coverImages(props.cover, post.id)
  return (
    <article
      data-card="overlay"
      data-cover={images ? '' : undefined}
      style={props.style}
      className={cn('group flex flex-col overflow-hidden', classes.root)}
    >
      <div
        data-part="frame"
        className={cn('relative shrink-0 overflow-hidden bg-neutral-700', classes.cover ?? 'h-48')}
      >
        <ShadedCover
          post={post}
          src={images?.thumbnail ?? null}
          index={props.index}
          imageClassName={classes.image}
          shadeClassName={classes.shade}
        />
        <h2
          data-part="title"
          className={cn(
            'pointer-events-none absolute inset-x-0 bottom-0 p-4 text-white [&_a]:pointer-events-auto',
            classes.title ?? 'text-lg'
          )}
        >
          <Link
            href={post.href}
            target={post.target}
            className={cn('line-clamp-2', classes.titleLink)}
          >
            {post.title}
          </Link>
          {post.locked && <LockBadge className="ml-2" />}
        </h2>
      </div>
      <div data-part="body" className={cn('flex min-h-0 flex-1 flex-col p-4', classes.body)}>
        <CardExcerpt
          post={post}
          preview={props.preview}
          summary={props.summary}
          className={classes.summary}
          previewClassName="flex-1"
        />
        {props.footer && (
          <div data-part="footer" className={cn('mt-auto pt-3 text-sm', classes.footer)}>
            {props.footer}
          </div>
        )}
      </div>
    </article>
  )
}
