import type { ReactNode } from 'react'
import { Link } from '@/components/Link'
import { linkAttrs } from '@/lib/body/safe-url'
import { withBasePath } from '@/lib/base-path'

export interface ConfigLinkProps {
  /** A URL from a setting: unsafe or empty renders the content without a link. */
  href: string | null | undefined
  className?: string
  'aria-label'?: string
  children: ReactNode
}

/**
 * A link whose URL comes from a setting: site paths navigate in place, other sites open in a new
 * tab, and anything the safe-URL check refuses is shown as plain content.
 */
export function ConfigLink({ href, className, children, ...rest }: ConfigLinkProps) {
  const attrs = linkAttrs(href)
  if (!attrs) return <span className={className}>{children}</span>
  if (attrs.href.startsWith('/') && !attrs.target) {
    return (
      <Link href={attrs.href} className={className} aria-label={rest['aria-label']}>
        {children}
      </Link>
    )
  }
  const target = attrs.target ?? (attrs.href.startsWith('#') ? undefined : '_blank')
  return (
    <a
      href={withBasePath(attrs.href)}
      target={target}
      rel={target ? 'noopener noreferrer' : undefined}
      className={className}
      aria-label={rest['aria-label']}
    >
      {children}
    </a>
  )
}
