import type { ReactNode } from 'react'
import { Link } from '@/components/Link'
import type { PostSummary } from '@/lib/content/types'

/**
 * A card's cover as a second link to the post: out of the tab order and hidden from screen
 * readers, which reach the post by the title's link.
 */
export function CoverLink({
  post,
  className,
  children
}: {
  post: Pick<PostSummary, 'href' | 'target'>
  className?: string
  children: ReactNode
}) {
  return (
    <Link
      href={post.href}
      target={post.target}
      tabIndex={-1}
      aria-hidden="true"
      data-part="cover"
      className={className}
    >
      {children}
    </Link>
  )
}
