import type { Block, ExtendedRecordMap } from 'notion-types'
import { getBlockCollectionId, getBlockValue, getPageContentBlockIds } from 'notion-utils'
import type { RecordPointer, RecordTable } from '@/lib/notion/record-api'

const COLLECTION_TYPES = new Set(['collection_view', 'collection_view_page'])

const tableOf = (map: ExtendedRecordMap, table: RecordTable) =>
  (map as unknown as Record<RecordTable, Record<string, unknown> | undefined>)[table]

/** Put a record into a post's map under its table. */
export function putRecord(
  map: ExtendedRecordMap,
  table: RecordTable,
  id: string,
  record: unknown
): void {
  const records = ((map as unknown as Record<string, Record<string, unknown>>)[table] ??= {})
  records[id] = record
}

/** Each `[mark, id]` decoration of one kind ('p' a page mention, 'u' a user) in a block's text. */
function mentionsOf(block: Block, kind: 'p' | 'u'): string[] {
  const ids: string[] = []
  for (const value of Object.values((block.properties ?? {}) as Record<string, unknown>)) {
    if (!Array.isArray(value)) continue
    for (const segment of value) {
      const marks: unknown = Array.isArray(segment) ? segment[1] : undefined
      if (!Array.isArray(marks)) continue
      for (const mark of marks)
        if (Array.isArray(mark) && mark[0] === kind && typeof mark[1] === 'string')
          ids.push(mark[1])
    }
  }
  return ids
}

/** The content blocks of a post (getPage's walk from its root) held by its map. */
export function contentBlocksOf(map: ExtendedRecordMap, rootId: string): Block[] {
  return getPageContentBlockIds(map, rootId).flatMap((id) => {
    const block = map.block[id] ? getBlockValue(map.block[id]) : undefined
    return block ? [block] : []
  })
}

/**
 * What a post's map lacks of what `getPage` would hand back for it, before its databases are
 * queried: every block of its content tree (getPage's own walk from the root: children, synced
 * originals, link targets), the pages its text mentions (a mention shows the page's title), and
 * the views and collection of each database block. One level at a time: the children of a
 * block are known only once the block is.
 */
export function missingRecords(map: ExtendedRecordMap, rootId: string): RecordPointer[] {
  const spaceId = map.block[rootId]
    ? (getBlockValue(map.block[rootId])?.space_id ?? undefined)
    : undefined
  const wanted = new Map<string, RecordPointer>()
  const want = (table: RecordTable, id: string) => {
    if (tableOf(map, table)?.[id] !== undefined) return
    wanted.set(`${table}:${id}`, { table, id, ...(spaceId ? { spaceId } : {}) })
  }
  for (const id of getPageContentBlockIds(map, rootId)) {
    // A damaged `content` entry is no id: left out, as the renderer leaves the block out.
    if (typeof id !== 'string' || !id) continue
    const record = map.block[id]
    if (record === undefined) {
      want('block', id)
      continue
    }
    const block = getBlockValue(record)
    if (!block) continue
    for (const page of mentionsOf(block, 'p')) want('block', page)
    if (!COLLECTION_TYPES.has(block.type)) continue
    for (const viewId of ((block as { view_ids?: unknown }).view_ids as unknown[] | undefined) ??
      [])
      if (typeof viewId === 'string') want('collection_view', viewId)
    const collectionId = getBlockCollectionId(block, map)
    if (collectionId) want('collection', collectionId)
  }
  return [...wanted.values()]
}

/** Users the text of any block of the map mentions (a mention shows the user's name). */
export function missingUsers(map: ExtendedRecordMap): RecordPointer[] {
  const ids = new Set<string>()
  for (const record of Object.values(map.block)) {
    const block = getBlockValue(record)
    if (!block) continue
    for (const id of mentionsOf(block, 'u')) if (map.notion_user?.[id] === undefined) ids.add(id)
  }
  return [...ids].map((id) => ({ table: 'notion_user' as const, id }))
}

/** The queries getPage makes for a post: each view of each database block of its content. */
export function collectionQueriesOf(
  map: ExtendedRecordMap,
  rootId: string
): { collectionId: string; viewId: string; spaceId?: string }[] {
  return contentBlocksOf(map, rootId).flatMap((block) => {
    if (!COLLECTION_TYPES.has(block.type)) return []
    const collectionId = getBlockCollectionId(block, map)
    if (!collectionId) return []
    const viewIds = (block as { view_ids?: unknown }).view_ids
    return (Array.isArray(viewIds) ? viewIds : [])
      .filter((id): id is string => typeof id === 'string')
      .map((viewId) => ({
        collectionId,
        viewId,
        ...(block.space_id ? { spaceId: block.space_id } : {})
      }))
  })
}
