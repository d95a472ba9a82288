import { Link } from '@/components/Link'
import { CardImage } from '@/components/post-list/CardImage'
import { CoverLink } from '@/components/post-list/CoverLink'
import type { PostSummary } from '@/lib/content/types'
import { categoryHref, tagHref } from '@/lib/routing/routes'
import { cn, type ClassSlots } from '@/lib/style/cn'
import { resourceUrl } from '@/lib/body/resource-url'

export interface LeadStoryProps {
  post: PostSummary
  /** What to show besides the title; each on unless false. */
  show?: { cover?: boolean; category?: boolean; tags?: boolean; summary?: boolean }
  /** The cover to use when the post has none (null: no picture). */
  fallbackCover?: string | null
  className?: string
  classes?: ClassSlots<'cover' | 'image' | 'meta' | 'category' | 'tag' | 'title' | 'summary'>
}

/**
 * A front page's top story: a big cover, then its category and tags, a large title and the
 * summary. The cover loads first (it is usually the page's largest picture).
 */
export function LeadStory({
  post,
  show = {},
  fallbackCover,
  className,
  classes = {}
}: LeadStoryProps) {
  const cover =
    show.cover === false ? null : resourceUrl(post.coverThumbnail ?? post.cover ?? fallbackCover)
  const category = show.category !== false && post.category
  const tags = show.tags === false ? [] : post.tags
  return (
    <article data-lead-story="" className={cn('flex flex-col gap-3', className)}>
      {cover && (
        <CoverLink post={post} className={cn('block aspect-video overflow-hidden', classes.cover)}>
          <CardImage src={cover} index={0} className={classes.image} />
        </CoverLink>
      )}
      {(category || tags.length > 0) && (
        <div
          data-part="meta"
          className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-sm', classes.meta)}
        >
          {category && (
            <Link
              href={categoryHref(category)}
              data-part="category"
              className={cn('font-semibold', classes.category)}
            >
              {category}
            </Link>
          )}
          {tags.map((tag) => (
            <Link key={tag.name} href={tagHref(tag.name)} data-part="tag" className={classes.tag}>
              #{tag.name}
            </Link>
          ))}
        </div>
      )}
      <h2 data-part="title" className={cn('text-3xl font-bold md:text-4xl', classes.title)}>
        <Link href={post.href} target={post.target} className="hover:underline">
          {post.title}
        </Link>
      </h2>
      {show.summary !== false && post.summary && (
        <p data-part="summary" className={cn('text-lg', classes.summary)}>
          {post.summary}
        </p>
      )}
    </article>
  )
}
