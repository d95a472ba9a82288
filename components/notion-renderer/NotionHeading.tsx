import { Text } from 'react-notion-x'
import type { Block, Decoration } from 'notion-types'
import { partChildrenKey, type BlockPart } from '@/lib/body/block-parts'
import { plainText } from '@/lib/body/rich-text'
import { useRenderer } from '@/components/notion-renderer/prepared-context'
import styles from '@/components/notion-renderer/NotionProperties.module.css'

const TAG = { header: 'h2', sub_header: 'h3', sub_sub_header: 'h4', header_4: 'h5' } as const
const CLASS = {
  header: 'notion-h notion-h1',
  sub_header: 'notion-h notion-h2',
  sub_sub_header: 'notion-h notion-h3',
  header_4: 'notion-h notion-h4'
} as const

const LINK_ICON =
  'M7.775 3.275a.75.75 0 001.06 1.06l1.25-1.25a2 2 0 112.83 2.83l-2.5 2.5a2 2 0 01-2.83 0 .75.75 0 00-1.06 1.06 3.5 3.5 0 004.95 0l2.5-2.5a3.5 3.5 0 00-4.95-4.95l-1.25 1.25zm-4.69 9.64a2 2 0 010-2.83l2.5-2.5a2 2 0 012.83 0 .75.75 0 001.06-1.06 3.5 3.5 0 00-4.95 0l-2.5 2.5a3.5 3.5 0 004.95 4.95l1.25-1.25a.75.75 0 00-1.06-1.06l-1.25 1.25a2 2 0 01-2.83 0z'

/**
 * A heading (lib/body/block-parts), drawn as react-notion-x draws it (same elements, classes,
 * anchor and hash link; a toggleable one in <details>), except that its scroll anchor is a <span>
 * (display:block, as the <div> was), not a <div> inside the heading's <span>.
 */
export function NotionHeading({ block }: { block: BlockPart }) {
  const { prepared, renderBlock } = useRenderer()
  const type = block.partType as keyof typeof TAG
  const Tag = TAG[type]
  const id = block.id.replace(/-/g, '')
  const title = block.properties?.title as Decoration[] | undefined
  if (!title) return null
  const text = plainText(title) || `Notion Header ${id}`
  const indent = prepared.toc.find((item) => item.id === block.id)?.indent
  const color = (block.format as { block_color?: string } | undefined)?.block_color
  const toggleable = !!(block.format as { toggleable?: boolean } | undefined)?.toggleable
  const className = [
    CLASS[type],
    color ? `notion-${color}` : '',
    indent !== undefined ? `notion-h-indent-${indent}` : '',
    `notion-block-${id}`
  ]
    .filter(Boolean)
    .join(' ')
  const heading = (
    <Tag className={className} data-id={id}>
      <span>
        <span id={id} className={`notion-header-anchor ${styles.block}`} />
        {!toggleable && (
          <a className="notion-hash-link" href={`#${id}`} title={text}>
            <svg viewBox="0 0 16 16" width="16" height="16">
              <path fillRule="evenodd" d={LINK_ICON} />
            </svg>
          </a>
        )}
        <span className="notion-h-title">
          <Text value={title} block={block as unknown as Block} />
        </span>
      </span>
    </Tag>
  )
  if (!toggleable) return heading
  return (
    <details className={`notion-toggle notion-block-${id}`}>
      <summary>{heading}</summary>
      <div>{block.content?.length ? renderBlock(partChildrenKey(block.id)) : null}</div>
    </details>
  )
}
