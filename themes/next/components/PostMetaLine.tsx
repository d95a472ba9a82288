import { Link } from '@/components/Link'
import type { PostSummary } from '@/lib/content/types'
import { categoryHref, tagHref } from '@/lib/routing/routes'
import { MUTED, SIDE_LINK } from '@/themes/next/components/styles'

/** category | date | tags, the line under a card's or article's title. */
export function PostMetaLine({ post, className = '' }: { post: PostSummary; className?: string }) {
  return (
    <p
      data-next-meta=""
      className={`flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm ${MUTED} ${className}`}
    >
      {post.category && (
        <>
          <Link href={categoryHref(post.category)} className={SIDE_LINK}>
            {post.category}
          </Link>
          <span aria-hidden="true">|</span>
        </>
      )}
      <time dateTime={post.date}>{post.publishDay}</time>
      {post.tags.map((tag) => (
        <Link key={tag.name} href={tagHref(tag.name)} className={SIDE_LINK}>
          #{tag.name}
        </Link>
      ))}
    </p>
  )
}
