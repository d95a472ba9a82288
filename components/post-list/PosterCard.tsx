import type { CSSProperties } from 'react'
import { Link } from '@/components/Link'
import { LockBadge } from '@/components/post-list/LockBadge'
import { ShadedCover } from '@/components/post-list/ShadedCover'
import type { PostSummary } from '@/lib/content/types'
import { coverImages } from '@/lib/body/cover-images'
import { tagHref } from '@/lib/routing/routes'
import { cn, type ClassSlots } from '@/lib/style/cn'

/** `caption` replaces the caption's padding and `title` the title's classes; the others add. */
export type PosterCardClasses = ClassSlots<
  'root' | 'image' | 'shade' | 'tags' | 'tag' | 'caption' | 'title' | 'titleLink' | 'summary'
>

/** A list's post, or a slimmer link to one (related posts): no summary, tags or lock then. */
export type PosterPost = Pick<PostSummary, 'id' | 'title' | 'href' | 'target'> &
  Partial<Pick<PostSummary, 'summary' | 'tags' | 'locked'>>

export interface PosterCardProps {
  post: PosterPost
  /** The picture (the post's cover or a default); none: a plain dark poster. */
  cover: string | null
  /** The card's place in its list (the first cover loads at once). */
  index: number
  /** Show the post's tags over the top of the poster. */
  tags?: boolean
  /** Show the one-line summary under the title. */
  summary?: boolean
  /** The title's heading level (h2 in a list, h3 under a section heading). */
  level?: 2 | 3
  style?: CSSProperties
  classes?: PosterCardClasses
}

/**
 * A 2:3 poster: the cover fills it, the title and a one-line summary lie over its foot on a
 * dark gradient, and the tags sit over its top. The picture and the title link to the post.
 */
export function PosterCard(props: PosterCardProps) {
  const { post, classes = {}, level = 2 } = props
  const images = coverImages(props.cover, post.id)
  const Heading = level === 2 ? 'h2' : 'h3'
  const tags = (props.tags !== false && post.tags) || []
  return (
    <article
      data-card="poster"
      data-cover={images ? '' : undefined}
      style={props.style}
      className={cn(
        'group relative isolate aspect-[2/3] overflow-hidden bg-neutral-800 text-white',
        classes.root
      )}
    >
      <ShadedCover
        post={post}
        src={images?.thumbnail ?? null}
        index={props.index}
        imageClassName={classes.image}
        shadeClassName={cn('from-black/85 via-black/20 to-black/0', classes.shade)}
      />
      {tags.length > 0 && (
        <ul
          data-part="tags"
          className={cn('absolute inset-x-0 top-0 flex flex-wrap gap-1 p-3', classes.tags)}
        >
          {tags.map((tag) => (
            <li key={tag.name}>
              <Link
                href={tagHref(tag.name)}
                className={cn(
                  'block rounded bg-black/60 px-2 py-0.5 text-xs text-white',
                  classes.tag
                )}
              >
                #{tag.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div
        data-part="caption"
        className={cn('pointer-events-none absolute inset-x-0 bottom-0', classes.caption ?? 'p-4')}
      >
        <Heading data-part="title" className={classes.title ?? 'text-lg font-semibold'}>
          <Link
            href={post.href}
            target={post.target}
            className={cn('pointer-events-auto line-clamp-2', classes.titleLink)}
          >
            {post.title}
          </Link>
          {post.locked && <LockBadge className="ml-2" />}
        </Heading>
        {props.summary !== false && post.summary && (
          <p
            data-part="summary"
            className={cn('mt-1 truncate text-sm text-white/85', classes.summary)}
          >
            {post.summary}
          </p>
        )}
      </div>
    </article>
  )
}
