import { Link } from '@/components/Link'
import { CardImage } from '@/components/post-list/CardImage'
import type { PostSummary } from '@/lib/content/types'
import { coverImages } from '@/lib/body/cover-images'
import { cn, type ClassSlots } from '@/lib/style/cn'

/** `list` replaces the wide grid's columns (`lg:grid-cols-4`), `tile` a tile's height (`h-96`). */
export type BlogTilesClasses = ClassSlots<
  'list' | 'tile' | 'image' | 'shade' | 'body' | 'date' | 'title' | 'summary'
>

/** What a tile shows: a post summary, or an archive line (no cover: a placeholder). */
export type BlogTilePost = Pick<PostSummary, 'id' | 'title' | 'href' | 'target'> &
  Partial<Pick<PostSummary, 'cover' | 'summary' | 'publishDay'>>

export interface BlogTilesProps {
  posts: readonly BlogTilePost[]
  /** Pictures for posts without a cover, taken in turn. */
  placeholders?: readonly string[]
  /** The tiles' title level under the section's heading. */
  headingLevel?: 'h2' | 'h3'
  className?: string
  classes?: BlogTilesClasses
}

const pictureOf = (post: BlogTilePost, i: number, placeholders: readonly string[]) => {
  const own = coverImages(post.cover ?? null, post.id)?.thumbnail
  if (own) return own
  const fallback = placeholders.filter(Boolean)
  return fallback.length
    ? (coverImages(fallback[i % fallback.length] ?? null)?.thumbnail ?? null)
    : null
}

/**
 * Tall picture tiles, one per post: the cover (or a placeholder) fills the tile and zooms on
 * hover (held still under reduced motion), with the title and summary over a dark gradient at
 * its foot. The whole tile is the post's link.
 */
export function BlogTiles({ posts, placeholders = [], ...props }: BlogTilesProps) {
  const { classes = {}, headingLevel: Heading = 'h3' } = props
  if (!posts.length) return null
  return (
    <ul
      data-landing="blog-tiles"
      className={cn('grid gap-6 sm:grid-cols-2', props.className, classes.list ?? 'lg:grid-cols-4')}
    >
      {posts.map((post, i) => {
        const src = pictureOf(post, i, placeholders)
        return (
          <li
            key={post.id}
            data-part="tile"
            className={cn(
              'group relative overflow-hidden rounded-xl bg-neutral-800 text-white outline-offset-2 has-focus-visible:outline-2 has-focus-visible:outline-neutral-900 dark:has-focus-visible:outline-white',
              classes.tile ?? 'h-96'
            )}
          >
            {src && (
              <CardImage
                src={src}
                index={i}
                className={cn(
                  'absolute inset-0 transition-transform duration-700 group-hover:scale-110 motion-reduce:transition-none motion-reduce:group-hover:scale-100',
                  classes.image
                )}
              />
            )}
            <div
              data-part="shade"
              className={cn(
                'absolute inset-0 bg-linear-to-t from-black/85 via-black/30 to-black/0',
                classes.shade
              )}
            />
            <div data-part="body" className={cn('absolute inset-x-0 bottom-0 p-5', classes.body)}>
              {post.publishDay && (
                <p data-part="date" className={cn('mb-1 text-xs text-white/85', classes.date)}>
                  {post.publishDay}
                </p>
              )}
              <Heading data-part="title" className={cn('text-xl font-semibold', classes.title)}>
                <Link
                  href={post.href}
                  target={post.target}
                  className="outline-none after:absolute after:inset-0"
                >
                  {post.title}
                </Link>
              </Heading>
              {post.summary && (
                <p
                  data-part="summary"
                  className={cn('mt-2 line-clamp-3 text-sm text-white/85', classes.summary)}
                >
                  {post.summary}
                </p>
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
