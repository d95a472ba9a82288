import type { ExtendedRecordMap } from 'notion-types'
import { recordOf } from './collection-table'
import { plainText } from './rich-text'
import type { TocItem } from './types'

const LEVEL: Record<string, number> = { header: 0, sub_header: 1, sub_sub_header: 2 }

/**
 * Headings among a page's children, each indented one deeper than the nearest preceding
 * higher-level heading at most (an h3 after an h1 is indented 1, not 2).
 */
export function tableOfContents(map: ExtendedRecordMap, pageId: string): TocItem[] {
  const page = recordOf(map, 'block', pageId)
  const ids = Array.isArray(page?.content) ? (page.content as string[]) : []
  const items: TocItem[] = []
  const stack: number[] = []
  for (const id of ids) {
    const block = recordOf(map, 'block', id)
    const level = block ? LEVEL[String(block.type)] : undefined
    if (!block || level === undefined || block.alive === false) continue
    while (stack.length && (stack[stack.length - 1] ?? 0) >= level) stack.pop()
    items.push({
      id,
      text: plainText((block.properties as { title?: unknown } | undefined)?.title),
      indent: stack.length
    })
    stack.push(level)
  }
  return items
}
