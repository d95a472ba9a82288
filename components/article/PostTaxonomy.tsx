import { Link } from '@/components/Link'
import type { PostSummary } from '@/lib/content/types'
import { archiveMonthHref, categoryHref, tagHref } from '@/lib/routing/routes'
import { cn, type ClassSlots } from '@/lib/style/cn'

/**
 * `gaps` replaces the row's gaps (`gap-x-4 gap-y-2`), `date` the date's colour (`text-muted`);
 * `category` and `tag` add to their links'.
 */
export type PostTaxonomyClasses = ClassSlots<'gaps' | 'date' | 'category' | 'tag'>

/**
 * A post's publish day (linking to its month in the archive), category and tags as a row of
 * plain links. Reorder the parts with `order-*` classes in their slots.
 */
export function PostTaxonomy({
  post,
  className,
  classes = {}
}: {
  post: PostSummary
  className?: string
  classes?: PostTaxonomyClasses
}) {
  return (
    <p
      data-part="post-taxonomy"
      className={cn(
        'flex flex-wrap items-center text-sm',
        classes.gaps ?? 'gap-x-4 gap-y-2',
        className
      )}
    >
      <Link
        href={archiveMonthHref(post.date)}
        className={cn('hover:underline', classes.date ?? 'text-muted')}
      >
        <time dateTime={post.date}>{post.publishDay}</time>
      </Link>
      {post.category && (
        <Link
          href={categoryHref(post.category)}
          className={cn('hover:underline', classes.category)}
        >
          {post.category}
        </Link>
      )}
      {post.tags.map((tag) => (
        <Link
          key={tag.name}
          href={tagHref(tag.name)}
          className={cn('hover:underline', classes.tag)}
        >
          #{tag.name}
        </Link>
      ))}
    </p>
  )
}
