import 'katex/dist/katex.min.css'
import type { Block, Decoration } from 'notion-types'
import { inlineEquationKey } from '@/lib/body/equation-key'
import { useRenderer } from '@/components/notion-renderer/prepared-context'

interface Props {
  block?: Block
  math?: string
  inline?: boolean
  className?: string
}

/**
 * An equation rendered to KaTeX markup at build time (lib/body/render-equation): KaTeX's
 * stylesheet comes with this chunk (next/dynamic), its JavaScript never reaches the browser.
 */
export function NotionEquation({ block, math, inline = false, className }: Props) {
  const { prepared } = useRenderer()
  const properties = (block?.properties ?? {}) as Record<string, Decoration[] | undefined>
  const tex = math ?? (properties.title ?? []).map((s) => s[0]).join('')
  const html = inline
    ? prepared.equations[inlineEquationKey(tex)]
    : prepared.equations[block?.id ?? '']
  const classes = [
    'notion-equation',
    inline ? 'notion-equation-inline' : 'notion-equation-block',
    className
  ]
  const Tag = inline ? 'span' : 'div'
  if (!html) {
    return (
      <Tag className={classes.filter(Boolean).join(' ')}>
        <code>{tex}</code>
      </Tag>
    )
  }
  return (
    // KaTeX built this markup from the TeX source, escaping text, with trust off (no links).
    <Tag className={classes.filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />
  )
}
