import { Text, useNotionContext } from 'react-notion-x'
import type { Block, Decoration } from 'notion-types'
import { isListGroup, type ListGroupBlock } from '@/lib/body/list-groups'
import { unwrap } from '@/lib/body/record'
import { useRenderer } from '@/components/notion-renderer/prepared-context'
import styles from '@/components/notion-renderer/NotionList.module.css'

/**
 * One run of Notion list items as one list: `<ul>` or `<ol>`, an `<li>` per item, each item's
 * children inside its `<li>` (nested lists drawn here, other blocks by react-notion-x). It keeps
 * react-notion-x's classes and so its look: bullets, numbers, the numbering style of nested
 * numbered lists (decimal, then letters, then roman numerals) and indents.
 */
export function NotionList({ group }: { group: ListGroupBlock }) {
  const { recordMap } = useNotionContext()
  const items = group.content.flatMap((id) => {
    const item = unwrap<Block>(recordMap.block[id])
    return item && (item.properties?.title || item.content?.length) ? [item] : []
  })
  const first = items[0]
  if (!first) return null
  const numbered = group.listGroup === 'numbered_list'
  const listClass = numbered
    ? `notion-list-numbered ${styles.numbered}`
    : `notion-list-disc ${styles.disc}`
  const className = `notion-list ${listClass} ${styles.list}`
  const children = items.map((item, i) => (
    <ListItem key={item.id} item={item} value={numbered && i > 0 ? startOf(item) : undefined} />
  ))
  if (!numbered) return <ul className={className}>{children}</ul>
  return (
    <ol className={className} start={startOf(first)} style={{ listStyleType: group.numbering }}>
      {children}
    </ol>
  )
}

function ListItem({ item, value }: { item: Block; value?: number }) {
  const { recordMap } = useNotionContext()
  const { renderBlock } = useRenderer()
  const title = item.properties?.title as Decoration[] | undefined
  return (
    <li className={`notion-block-${item.id.replace(/-/g, '')} ${styles.item}`} value={value}>
      {title && (
        <div className={styles.text}>
          <Text value={title} block={item} />
        </div>
      )}
      {(item.content ?? []).map((id) => {
        const child = unwrap(recordMap.block[id])
        // Grouping leaves an item only list groups and containers of its other children.
        return isListGroup(child) ? (
          <NotionList key={id} group={child} />
        ) : (
          <div key={id} className={styles.blocks}>
            {renderBlock(id)}
          </div>
        )
      })}
    </li>
  )
}

/** The number Notion shows for an item that restarts its list ("start at"), if set. */
function startOf(item: Block): number | undefined {
  const start = (item.format as { list_start_index?: unknown } | undefined)?.list_start_index
  return typeof start === 'number' ? start : undefined
}
