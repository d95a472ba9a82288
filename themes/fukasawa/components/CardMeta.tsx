import { Link } from '@/components/Link'
import { StrokeIcon } from '@/components/StrokeIcon'
import type { PostSummary } from '@/lib/content/types'
import { categoryHref, tagHref } from '@/lib/routing/routes'
import { cn } from '@/lib/style/cn'
import { LINK, MINI } from '@/themes/fukasawa/components/styles'

/** The small line under a card or title: the category with a folder icon, then tag minis. */
export function CardMeta({ post, className }: { post: PostSummary; className?: string }) {
  if (!post.category && !post.tags.length) return null
  return (
    <div
      data-fukasawa-meta=""
      className={cn('flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs', className)}
    >
      {post.category && (
        <Link
          href={categoryHref(post.category)}
          className={cn('inline-flex items-center gap-1 text-muted', LINK)}
        >
          <StrokeIcon size={14}>
            <path d="M3 6a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
          </StrokeIcon>
          {post.category}
        </Link>
      )}
      {post.tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {post.tags.map((tag) => (
            <li key={tag.name}>
              <Link href={tagHref(tag.name)} className={MINI}>
                #{tag.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
