import type { Block, Decoration } from 'notion-types'
import { Text } from 'react-notion-x'
import { CodeFigure } from '@/components/notion-renderer/CodeFigure'
import { MermaidDiagram } from '@/components/notion-renderer/MermaidDiagram'
import { useRenderer } from '@/components/notion-renderer/prepared-context'
import { isMermaid } from '@/lib/body/static-body'

const plain = (v: Decoration[] | undefined) => (v ?? []).map((s) => s[0]).join('')

/**
 * A code block highlighted at build time (lib/body/highlight-code): no highlighter ships.
 * Loaded through next/dynamic so its token colours come only with pages that have code. Code in
 * the Mermaid language is also drawn as a diagram in the browser.
 */
export function NotionCode({ block }: { block: Block }) {
  const { prepared, code: options } = useRenderer()
  const properties = (block.properties ?? {}) as Record<string, Decoration[] | undefined>
  const code = plain(properties.title)
  const done = prepared.code[block.id]
  const label = done?.label ?? 'Plain Text'
  const figure = (
    <CodeFigure
      code={code}
      label={label}
      language={done?.language ?? 'plain'}
      html={done?.html ?? null}
      caption={properties.caption ? <Text value={properties.caption} block={block} /> : undefined}
    />
  )
  if (isMermaid(label) && options.mermaidScript && code.trim())
    return <MermaidDiagram code={code} script={options.mermaidScript} source={figure} />
  return figure
}
