import { useId, useState, type ReactNode } from 'react'
import { CopyButton } from '@/components/notion-renderer/CopyButton'
import { useRenderer } from '@/components/notion-renderer/prepared-context'
import styles from '@/components/notion-renderer/NotionCode.module.css'
import { foldLabel, lineCountOf } from '@/components/notion-renderer/code-figure-text'
import { useMessages } from '@/lib/i18n/use-messages'

export interface CodeFigureProps {
  /** The source text (what Copy copies). */
  code: string
  label: string
  language: string
  /** Prism's token markup of `code`, escaped by Prism; plain text when absent. */
  html: string | null
  caption?: ReactNode
}

/**
 * A code block: the top bar (window dots, language, copy), line numbers that are never selected
 * or copied, and a fold for long code, all as the settings say.
 */
export function CodeFigure({ code, label, language, html, caption }: CodeFigureProps) {
  const { code: options } = useRenderer()
  const t = useMessages()
  const id = useId()
  const lines = lineCountOf(code)
  const foldable = options.foldAfter !== null && lines > options.foldAfter
  const [folded, setFolded] = useState(foldable && options.startFolded)
  return (
    <figure className={`notion-code-block ${styles.block}`} data-folded={folded || undefined}>
      {/* A <pre> holds phrasing content only: its bar and lines are spans (display set by CSS). */}
      <pre className={`notion-code language-${language}`}>
        <span className="notion-code-copy">
          {options.macBar ? <span aria-hidden="true" className={styles.dots} /> : null}
          <span className={styles.label}>{label}</span>
          <CopyButton text={code} />
        </span>
        <span id={foldable ? id : undefined} className={styles.lines}>
          {options.lineNumbers ? (
            <span aria-hidden="true" className={styles.gutter}>
              {Array.from({ length: lines }, (_, i) => i + 1).join('\n')}
            </span>
          ) : null}
          {html !== null ? (
            // Prism's output escapes every token of the source text; the markup is its own spans.
            <code className={`language-${language}`} dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <code className="language-plain">{code}</code>
          )}
        </span>
      </pre>
      {foldable ? (
        <button
          type="button"
          className={styles.fold}
          aria-expanded={!folded}
          aria-controls={id}
          onClick={() => setFolded(!folded)}
        >
          {foldLabel(t, folded, lines)}
        </button>
      ) : null}
      {caption ? <figcaption className="notion-asset-caption">{caption}</figcaption> : null}
    </figure>
  )
}
