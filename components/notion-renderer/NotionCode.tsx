import type { Block, Decoration } from 'notion-types'
import { Text } from 'react-notion-x'
import { CopyButton } from '@/components/notion-renderer/CopyButton'
import { useRenderer } from '@/components/notion-renderer/prepared-context'
import styles from '@/components/notion-renderer/NotionCode.module.css'

const plain = (v: Decoration[] | undefined) => (v ?? []).map((s) => s[0]).join('')

/**
 * A code block highlighted at build time (lib/render/highlight-code): no highlighter ships.
 * Loaded through next/dynamic so its token colours come only with pages that have code.
 */
export function NotionCode({ block }: { block: Block }) {
  const { prepared } = useRenderer()
  const properties = (block.properties ?? {}) as Record<string, Decoration[] | undefined>
  const code = plain(properties.title)
  const done = prepared.code[block.id]
  const language = done?.language ?? 'plain'
  return (
    <figure className={`notion-code-block ${styles.block}`}>
      <pre className={`notion-code language-${language}`}>
        <div className="notion-code-copy">
          <span className={styles.label}>{done?.label ?? 'Plain Text'}</span>
          <CopyButton text={code} />
        </div>
        {done ? (
          // Prism's output escapes every token of the source text; the markup is its own spans.
          <code
            className={`language-${language}`}
            dangerouslySetInnerHTML={{ __html: done.html }}
          />
        ) : (
          <code className="language-plain">{code}</code>
        )}
      </pre>
      {properties.caption && (
        <figcaption className="notion-asset-caption">
          <Text value={properties.caption} block={block} />
        </figcaption>
      )}
    </figure>
  )
}
