import { Link } from '@/components/Link'
import type { PostSummary } from '@/lib/content/types'
import { categoryHref, tagHref } from '@/lib/routing/routes'
import { cn } from '@/lib/style/cn'
import { MINI, MUTED } from '@/themes/medium/components/styles'

export interface PostMinisProps {
  post: PostSummary
  category: boolean
  tags: boolean
  /** Show the publish day first. */
  date?: boolean
  className?: string
}

/** A row of small pills: the publish day, the category and the tags, each linking to its list. */
export function PostMinis({ post, category, tags, date, className }: PostMinisProps) {
  const showCategory = category && post.category
  const shownTags = tags ? post.tags : []
  if (!date && !showCategory && !shownTags.length) return null
  return (
    <div data-part="minis" className={cn('flex flex-wrap items-center gap-2 text-sm', className)}>
      {date && (
        <time dateTime={post.date} className={cn('mr-1', MUTED)}>
          {post.publishDay}
        </time>
      )}
      {showCategory && (
        <Link href={categoryHref(post.category ?? '')} data-mini="category" className={MINI}>
          {post.category}
        </Link>
      )}
      {shownTags.map((tag) => (
        <Link key={tag.name} href={tagHref(tag.name)} data-mini="tag" className={MINI}>
          #{tag.name}
        </Link>
      ))}
    </div>
  )
}
