import type { CSSProperties, ReactNode } from 'react'
import { linkAttrs } from '@/lib/body/safe-url'
import { useRenderer } from '@/components/notion-renderer/prepared-context'
import { withBasePath } from '@/lib/base-path'

interface Props {
  href?: string
  className?: string
  style?: CSSProperties
  title?: string
  children?: ReactNode
}

/**
 * Every link of a body (react-notion-x's Link and PageLink). Checked again here, whatever
 * prepareBlocks did: an unsafe or empty href (a page that is not a listed post) is plain text.
 * The target follows the site's link rule, not the one react-notion-x proposes.
 */
export function NotionLink({ href, className, style, title, children }: Props) {
  const { siteHost } = useRenderer()
  const attrs = href ? linkAttrs(href, siteHost) : null
  if (!attrs) {
    return (
      <span className={className} style={style} title={title}>
        {children}
      </span>
    )
  }
  return (
    <a className={className} style={style} title={title} {...attrs} href={withBasePath(attrs.href)}>
      {children}
    </a>
  )
}
