import { isValidElement, type CSSProperties, type ReactNode } from 'react'
import type { Block } from 'notion-types'
import { PageTitle } from '@/components/notion-renderer/NotionProperties'
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
export function NotionLink({ href, className, style, title, children: given }: Props) {
  const { siteHost } = useRenderer()
  const children = phrasingTitle(given)
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

/**
 * A link to a page (a page block, a link to a page, a page mention) holds react-notion-x's
 * PageTitle, whose icon is a <div> inside a <span>: drawn with ours instead, in spans, with the
 * same classes. PageTitle is not exported; it is the one child there given only a `block`.
 */
function phrasingTitle(children: ReactNode): ReactNode {
  if (!isValidElement(children) || typeof children.type === 'string') return children
  const props = children.props as { block?: Block }
  const { block } = props
  return block && Object.keys(props).length === 1 ? <PageTitle block={block} /> : children
}
