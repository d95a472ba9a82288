import { Link } from '@/components/Link'
import { LockBadge } from '@/components/post-list/LockBadge'
import type { PostSummary } from '@/lib/content/types'
import { cn, type ClassSlots } from '@/lib/style/cn'

/**
 * A list card's heading: the post's title as its link, and the padlock when it is locked. A `link`
 * slot replaces the link's own classes (`hover:underline`).
 */
export function PostTitle({
  post,
  className,
  classes = {}
}: {
  post: PostSummary
  className?: string
  classes?: ClassSlots<'link' | 'lock'>
}) {
  return (
    <h2 data-part="title" className={className}>
      <Link href={post.href} target={post.target} className={classes.link ?? 'hover:underline'}>
        {post.title}
      </Link>
      {post.locked && <LockBadge className={cn('ml-2', classes.lock)} />}
    </h2>
  )
}
