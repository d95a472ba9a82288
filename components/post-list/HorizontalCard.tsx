import type { ReactNode } from 'react'
import { CardExcerpt } from '@/components/post-list/CardExcerpt'
import { CardImage } from '@/components/post-list/CardImage'
import { CoverLink } from '@/components/post-list/CoverLink'
import { PostTitle } from '@/components/post-list/PostTitle'
import type { PostSummary } from '@/lib/content/types'
import { coverImages } from '@/lib/body/cover-images'
import type { PreparedBlocks } from '@/lib/body/types'
import { cn, type ClassSlots } from '@/lib/style/cn'

/** `meta` replaces the meta line's size (`text-sm`); the others add to their part's. */
export type HorizontalCardClasses = ClassSlots<
  'root' | 'cover' | 'image' | 'body' | 'title' | 'titleLink' | 'meta' | 'summary'
>

export interface HorizontalCardProps {
  post: PostSummary
  /** The picture shown (the post's cover or a default); none: text only. */
  cover: string | null
  /** The side of the cover on md and up; it sits on top on phones. */
  side?: 'left' | 'right'
  /** The line under the title (date, category...). */
  meta?: ReactNode
  /** Show the summary. */
  summary?: boolean
  /** The start of the post, shown instead of the summary. */
  preview?: PreparedBlocks | null
  /** Under the text (tags, a "read more" link). */
  children?: ReactNode
  /** The card's place in its list: the first cover loads at once. */
  index: number
  classes?: HorizontalCardClasses
}

/** A list card with the cover beside the text: title, meta line, summary or preview. */
export function HorizontalCard(props: HorizontalCardProps) {
  const { post, classes = {}, side = 'left' } = props
  const images = coverImages(props.cover, post.id)
  return (
    <article
      data-card="horizontal"
      data-side={images ? side : undefined}
      className={cn(
        'group flex flex-col overflow-hidden md:h-56',
        side === 'right' ? 'md:flex-row-reverse' : 'md:flex-row',
        classes.root
      )}
    >
      {images && (
        <CoverLink
          post={post}
          className={cn('block h-48 shrink-0 overflow-hidden md:h-full md:w-5/12', classes.cover)}
        >
          <CardImage src={images.thumbnail} index={props.index} className={classes.image} />
        </CoverLink>
      )}
      <div
        data-part="body"
        className={cn('flex min-w-0 flex-1 flex-col gap-2 p-5 md:p-6', classes.body)}
      >
        <PostTitle
          post={post}
          className={cn('line-clamp-2 text-xl font-semibold', classes.title)}
          classes={{ link: classes.titleLink }}
        />
        {props.meta && (
          <div data-part="meta" className={classes.meta ?? 'text-sm'}>
            {props.meta}
          </div>
        )}
        <CardExcerpt
          post={post}
          preview={props.preview}
          summary={props.summary}
          className={classes.summary}
        />
        {props.children}
      </div>
    </article>
  )
}
