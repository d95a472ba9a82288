import { keepImage } from './prepare-media'
import { pageHref } from './prepare-pages'
import { prepareRichText } from './prepare-rich-text'
import { blockOf, isObject, tableOf, unwrap, type BlockRecord } from './record'
import type { PrepareContext } from './types'

/** Row ids in a query result: plain, grouped ('results:select:x') or legacy (`blockIds`). */
function rowIds(query: unknown): string[] {
  if (!isObject(query)) return []
  const ids = new Set<string>()
  const add = (v: unknown) => {
    if (isObject(v) && Array.isArray(v.blockIds)) for (const id of v.blockIds) ids.add(String(id))
  }
  add(query)
  for (const value of Object.values(query)) add(value)
  return [...ids]
}

/**
 * Keep what a database block's views read: the collection, its views, their query results and
 * the row pages (properties and card cover, no content). Rows link through `mapPageUrl`.
 */
export function keepCollection(block: BlockRecord, ctx: PrepareContext): void {
  const pointer = block.format?.collection_pointer
  const collectionId =
    block.collection_id ?? (isObject(pointer) ? String(pointer.id ?? '') : undefined)
  if (!collectionId) return
  const collection = unwrap(tableOf(ctx.src, 'collection')[collectionId])
  if (!collection) return
  ctx.collection[collectionId] = { role: 'reader', value: collection }
  const queries = ctx.src.collection_query?.[collectionId] ?? {}
  for (const viewId of block.view_ids ?? []) {
    const view = unwrap(tableOf(ctx.src, 'collection_view')[viewId])
    if (!view) continue
    ctx.collectionView[viewId] = { role: 'reader', value: view }
    const query = (queries as Record<string, unknown>)[viewId]
    if (!query) continue
    ;(ctx.collectionQuery[collectionId] ??= {})[viewId] = query
    for (const id of rowIds(query)) keepRow(id, ctx)
  }
}

function keepRow(id: string, ctx: PrepareContext): void {
  if (ctx.blocks[id]) return
  const row = blockOf(ctx.src, id)
  if (!row) return
  pageHref(id, ctx)
  const properties: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(row.properties ?? {})) {
    properties[k] = prepareRichText(v, id, ctx)
  }
  const format: Record<string, unknown> = {}
  for (const key of ['page_icon', 'page_cover', 'page_cover_position']) {
    if (row.format?.[key] !== undefined) format[key] = row.format[key]
  }
  if (typeof format.page_cover === 'string' && !keepImage(row, format.page_cover, ctx)) {
    delete format.page_cover
  }
  ctx.blocks[id] = {
    role: 'reader',
    value: {
      id,
      type: row.type,
      properties,
      format,
      parent_id: row.parent_id,
      parent_table: row.parent_table
    }
  }
}
