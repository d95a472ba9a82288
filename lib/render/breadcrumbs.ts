import { type RecordMapLike, blockOf, PAGE_TYPES } from '@/lib/render/record'
import { richTextTitle } from '@/lib/render/rich-text'

export interface Breadcrumb {
  pageId: string
  title: string
  icon: string | null
  /** The nearest enclosing page of the starting block. */
  active: boolean
}

/**
 * Breadcrumbs of a block: its parent chain walked upward, keeping the pages met, up to
 * `rootId` or the top of the map. Top-down order; the nearest page is active.
 */
export function breadcrumbs(map: RecordMapLike, blockId: string, rootId?: string): Breadcrumb[] {
  const out: Breadcrumb[] = []
  const seen = new Set<string>()
  let block = blockOf(map, blockId)
  while (block && !seen.has(block.id)) {
    seen.add(block.id)
    if (PAGE_TYPES.has(block.type)) {
      const icon = block.format?.page_icon
      out.push({
        pageId: block.id,
        title: richTextTitle(block.properties?.title),
        icon: typeof icon === 'string' ? icon : null,
        active: out.length === 0
      })
    }
    if (block.id === rootId || !block.parent_id || block.parent_table === 'space') break
    block = blockOf(map, block.parent_id)
  }
  return out.reverse()
}
