import type { ReactNode } from 'react'
import { CardExcerpt } from '@/components/post-list/CardExcerpt'
import { CardImage } from '@/components/post-list/CardImage'
import { CoverLink } from '@/components/post-list/CoverLink'
import { PostTitle } from '@/components/post-list/PostTitle'
import type { PostSummary } from '@/lib/content/types'
import { coverImages } from '@/lib/body/cover-images'
import { cn, type ClassSlots } from '@/lib/style/cn'

/** `meta` replaces the meta line's classes (`mb-3 text-sm`); the others add to their part's. */
export type TeaserCardClasses = ClassSlots<
  'root' | 'cover' | 'image' | 'meta' | 'title' | 'titleLink' | 'summary'
>

export interface TeaserCardProps {
  post: PostSummary
  /** The picture shown (the post's cover or a default); none: text only. */
  cover: string | null
  /** The card's place in its list: the first cover loads at once when `eager`. */
  index: number
  /** The line over the title; the publish day by default. */
  meta?: ReactNode
  classes?: TeaserCardClasses
}

/** A blog card with the cover on top: the day, the title and the summary under it. */
export function TeaserCard({ post, cover, index, meta, classes = {} }: TeaserCardProps) {
  const images = coverImages(cover, post.id)
  return (
    <article data-card="teaser" className={cn('group flex flex-col', classes.root)}>
      {images && (
        <CoverLink
          post={post}
          className={cn('mb-5 block aspect-video overflow-hidden rounded-lg', classes.cover)}
        >
          <CardImage
            src={images.thumbnail}
            index={index}
            className={cn(
              'transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none',
              classes.image
            )}
          />
        </CoverLink>
      )}
      <div data-part="meta" className={classes.meta ?? 'mb-3 text-sm'}>
        {meta ?? <time dateTime={post.date}>{post.publishDay}</time>}
      </div>
      <PostTitle
        post={post}
        className={cn('mb-3 line-clamp-2 text-xl font-semibold', classes.title)}
        classes={{ link: classes.titleLink }}
      />
      <CardExcerpt post={post} summary className={classes.summary} />
    </article>
  )
}
