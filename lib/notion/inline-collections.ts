import type { ExtendedRecordMap, RecordMap } from 'notion-types'
import type { NotionAPI } from 'notion-client'
import { getBlockValue } from 'notion-utils'
import { COLLECTION_LIMIT } from '@/lib/notion/fetch-page'
import { mapLimit } from '@/lib/notion/map-limit'
import { isTransient } from '@/lib/notion/notion-errors'
import {
  RECORD_BATCH_CAP,
  syncRecords,
  type RecordPointer,
  type RecordTables
} from '@/lib/notion/record-api'

/** The inline databases a cached page queried: collection id → the view ids it has. */
export function inlineCollectionsOf(recordMap: ExtendedRecordMap): Map<string, string[]> {
  return new Map(
    Object.entries(recordMap.collection_query ?? {}).map(([id, views]) => [
      id,
      Object.keys(views ?? {})
    ])
  )
}

type Records = Record<string, unknown> | undefined

/** Row id → last_edited_time of the rows of one collection found in some records. */
function rowsOf(blocks: Records, collectionId: string): string {
  const rows: string[] = []
  for (const record of Object.values(blocks ?? {})) {
    const value = getBlockValue(record as never) as
      { id: string; parent_id?: string; parent_table?: string; alive?: boolean } | undefined
    if (value?.parent_table !== 'collection' || value.parent_id !== collectionId) continue
    if (value.alive === false) continue
    rows.push(`${value.id}@${(value as { last_edited_time?: number }).last_edited_time ?? ''}`)
  }
  return rows.sort().join(',')
}

const collectionOf = (records: Records, id: string) =>
  JSON.stringify(getBlockValue((records?.[id] ?? null) as never) ?? null)

/**
 * Whether the inline databases of a cached page are as cached. Edits to a database's rows do not
 * touch its page's `last_edited_time`, so that time alone cannot tell; one unfiltered query per
 * database (rather than the page and every view again) compares its rows' ids and edit times
 * and its schema with the cache. A database that cannot be queried for good counts as changed;
 * a transient failure throws like any other request.
 */
export async function inlineCollectionsUnchanged(
  api: NotionAPI,
  cached: ExtendedRecordMap
): Promise<boolean> {
  for (const [collectionId, viewIds] of inlineCollectionsOf(cached)) {
    const viewId = viewIds[0]
    if (!viewId) return false
    let recordMap: RecordMap
    try {
      // A bare table view: no filter or grouping, so every row comes back.
      ;({ recordMap } = await api.getCollectionData(
        collectionId,
        viewId,
        { type: 'table' },
        { limit: COLLECTION_LIMIT, loadContentCover: false }
      ))
    } catch (error) {
      if (isTransient(error)) throw error
      return false
    }
    if (rowsOf(recordMap.block, collectionId) !== rowsOf(cached.block, collectionId)) return false
    const fresh = recordMap.collection as Records
    if (
      fresh?.[collectionId] &&
      collectionOf(fresh, collectionId) !== collectionOf(cached.collection as Records, collectionId)
    )
      return false
  }
  return true
}

/** The records a cached page's inline databases are compared by: rows it holds, views, schema. */
function checkedRecords(cached: ExtendedRecordMap): RecordPointer[] {
  const pointers: RecordPointer[] = []
  for (const [collectionId, viewIds] of inlineCollectionsOf(cached)) {
    pointers.push({ table: 'collection', id: collectionId })
    for (const id of viewIds) pointers.push({ table: 'collection_view', id })
    for (const id of rowIdsOf(cached.block, collectionId)) pointers.push({ table: 'block', id })
  }
  return pointers
}

const rowIdsOf = (blocks: Records, collectionId: string) =>
  rowsOf(blocks, collectionId)
    .split(',')
    .filter(Boolean)
    .map((row) => row.slice(0, row.lastIndexOf('@')))

const valueJson = (record: unknown) =>
  JSON.stringify(getBlockValue((record ?? null) as never) ?? null)

/** Whether the fresh records say a cached page's inline databases are as cached. */
function sameAsCached(cached: ExtendedRecordMap, fresh: RecordTables): boolean {
  for (const [collectionId, viewIds] of inlineCollectionsOf(cached)) {
    const tables = cached as unknown as Record<string, Records>
    if (
      valueJson(fresh.collection?.[collectionId]) !== valueJson(tables.collection?.[collectionId])
    )
      return false
    for (const id of viewIds)
      if (valueJson(fresh.collection_view?.[id]) !== valueJson(tables.collection_view?.[id]))
        return false
    const known = rowIdsOf(cached.block, collectionId)
    const freshRows = Object.fromEntries(known.map((id) => [id, fresh.block?.[id]]))
    if (rowsOf(freshRows, collectionId) !== rowsOf(cached.block, collectionId)) return false
  }
  return true
}

/**
 * Which cached pages' inline databases are as cached, many pages to a request: the record
 * endpoint answers each database's schema, its views (filters, sorts, the order Notion keeps in
 * `page_sort`) and the rows the cache holds (edited, deleted, moved away), RECORD_BATCH_CAP
 * records a request, instead of one query per database. A row added since the cache, that
 * changed none of those records, is not seen: the record endpoint cannot list a database's
 * rows (inlineCollectionsUnchanged, one query per database, can). A page whose records could
 * not be read counts as changed, so it is refetched.
 */
export async function unchangedInlineCollections(
  api: NotionAPI,
  cached: ReadonlyMap<string, ExtendedRecordMap>,
  concurrency = 3
): Promise<Set<string>> {
  const pagesOf = new Map<string, { pointer: RecordPointer; pages: string[] }>()
  for (const [pageId, recordMap] of cached)
    for (const pointer of checkedRecords(recordMap)) {
      const key = `${pointer.table}:${pointer.id}`
      const entry = pagesOf.get(key) ?? { pointer, pages: [] }
      entry.pages.push(pageId)
      pagesOf.set(key, entry)
    }
  const entries = [...pagesOf.values()]
  const chunks: (typeof entries)[] = []
  for (let start = 0; start < entries.length; start += RECORD_BATCH_CAP)
    chunks.push(entries.slice(start, start + RECORD_BATCH_CAP))
  const fresh: RecordTables = {}
  const unreadable = new Set<string>()
  await mapLimit(chunks, concurrency, async (chunk) => {
    try {
      const tables = await syncRecords(
        api,
        chunk.map((e) => e.pointer)
      )
      for (const [table, records] of Object.entries(tables))
        Object.assign((fresh[table as keyof RecordTables] ??= {}), records)
    } catch {
      for (const { pages } of chunk) for (const id of pages) unreadable.add(id)
    }
  })
  const unchanged = new Set<string>()
  for (const [pageId, recordMap] of cached)
    if (!unreadable.has(pageId) && sameAsCached(recordMap, fresh)) unchanged.add(pageId)
  return unchanged
}
