import type { ExtendedRecordMap } from 'notion-types'
import type { NotionAPI } from 'notion-client'
import { getBlockValue } from 'notion-utils'
import { COLLECTION_LIMIT } from '@/lib/notion/fetch-page'
import { chunksOf, mapLimit } from '@/lib/notion/map-limit'
import { isTransient } from '@/lib/notion/notion-errors'
import { RECORD_BATCH_CAP, syncRecords, type RecordPointer } from '@/lib/notion/record-api'

/*
 * Whether the databases shown inside cached pages (inline databases, linked views, the blog
 * database's own rows listed in a post) are as cached. Their edits leave the page's
 * `last_edited_time` as it was, so the page's edit time alone cannot tell.
 *
 * What the check rests on (Notion's record model; shared fixtures and the mock): a row is a page
 * block pointing to its collection (`parent_table: 'collection'`, `parent_id`); nothing points
 * back. The collection record holds no list of rows, and its `version` and `last_edited_time`
 * stay put while rows are created (the captured student dashboard: collection version 1, edited
 * before the rows it holds were created). A view's `page_sort` lists only the rows placed in that
 * view by hand (captured list and gallery views answer rows with an empty `page_sort`; a row made
 * through the official API, a form or another view is in none). So no record says a row was
 * added: only a query of the database lists its rows. Each database is therefore queried once,
 * whatever the number of its views or of the pages showing it, with a bare table loader (no
 * filter, sort or grouping: every live row, with its `last_edited_time`). A row added, removed
 * or edited changes that list; a view's filter, sort or hand order (`page_sort`) changes the
 * view's record, and a schema change the collection's, which the query answers for the view it
 * names and the record endpoint for the others, many to a request.
 *
 * A page is unchanged when the rows its views listed are exactly the database's rows now. A view
 * that filters rows out therefore always counts as changed (its page is refetched, which queries
 * each view as getPage does): never missed, at the price of one refetch.
 */

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
type RowValue = { id: string; alive?: boolean; last_edited_time?: number }

/** Every `blockIds` list of a query's reducer results (plain, grouped or legacy). */
function resultIds(results: unknown): string[] {
  if (!results || typeof results !== 'object') return []
  const lists = [results, ...Object.values(results)].map(
    (r) => (r as { blockIds?: unknown } | null)?.blockIds
  )
  return lists.flatMap((ids) =>
    Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []
  )
}

/** `id@last_edited_time` of each live row among `ids`, sorted: what two row lists compare by. */
function rowList(ids: Iterable<string>, blocks: Records): string {
  const rows = new Set<string>()
  for (const id of ids) {
    const value = getBlockValue((blocks?.[id] ?? null) as never) as RowValue | undefined
    if (value?.alive === false) continue
    rows.add(`${id}@${value?.last_edited_time ?? ''}`)
  }
  return [...rows].sort().join(',')
}

/** The rows a cached page's views of one database listed. */
function cachedRows(map: ExtendedRecordMap, collectionId: string, viewIds: string[]): string {
  const views = (map.collection_query?.[collectionId] ?? {}) as Record<string, unknown>
  return rowList(
    viewIds.flatMap((viewId) => resultIds(views[viewId])),
    map.block as Records
  )
}

const valueJson = (record: unknown) =>
  JSON.stringify(getBlockValue((record ?? null) as never) ?? null)

const keyOf = (table: string, id: string) => `${table}:${id}`

interface Query {
  collectionId: string
  viewId: string
  spaceId?: string
}

/** What Notion answers now: each database's rows, records by `table:id`, failures by key. */
interface Fresh {
  rows: Map<string, string>
  records: Map<string, string>
  errors: Map<string, unknown>
}

export interface InlineCheck {
  /** Pages whose databases are as cached. */
  unchanged: Set<string>
  /** Pages whose check Notion failed, and why: refetch them (or, transient, keep the copy). */
  failed: Map<string, unknown>
}

/** One query per database the pages show, by the first view a page has of it. */
function queriesOf(cached: ReadonlyMap<string, ExtendedRecordMap>): Query[] {
  const queries = new Map<string, Query>()
  for (const [pageId, map] of cached) {
    const root = getBlockValue((map.block[pageId] ?? null) as never) as
      { space_id?: string } | undefined
    for (const [collectionId, viewIds] of inlineCollectionsOf(map)) {
      const viewId = viewIds[0]
      if (viewId && !queries.has(collectionId))
        queries.set(collectionId, {
          collectionId,
          viewId,
          ...(root?.space_id ? { spaceId: root.space_id } : {})
        })
    }
  }
  return [...queries.values()]
}

/** Each database's live rows, its collection and the view the query names. */
async function queryRows(api: NotionAPI, query: Query, fresh: Fresh): Promise<void> {
  const { collectionId, viewId, spaceId } = query
  try {
    const { result, recordMap } = await api.getCollectionData(
      collectionId,
      viewId,
      { type: 'table' },
      { limit: COLLECTION_LIMIT, loadContentCover: false, ...(spaceId ? { spaceId } : {}) }
    )
    const { reducerResults } = result as { reducerResults?: unknown }
    fresh.rows.set(collectionId, rowList(resultIds(reducerResults ?? result), recordMap.block))
    const collection = (recordMap.collection as Records)?.[collectionId]
    if (collection) fresh.records.set(keyOf('collection', collectionId), valueJson(collection))
    const view = (recordMap.collection_view as Records)?.[viewId]
    if (view) fresh.records.set(keyOf('collection_view', viewId), valueJson(view))
  } catch (error) {
    fresh.errors.set(keyOf('collection', collectionId), error)
  }
}

/** The collection and view records the queries did not answer, RECORD_BATCH_CAP a request. */
async function readOtherRecords(
  api: NotionAPI,
  cached: ReadonlyMap<string, ExtendedRecordMap>,
  fresh: Fresh,
  concurrency: number
): Promise<void> {
  const missing = new Map<string, RecordPointer>()
  for (const map of cached.values())
    for (const [collectionId, viewIds] of inlineCollectionsOf(map)) {
      if (fresh.errors.has(keyOf('collection', collectionId))) continue
      const pointers: RecordPointer[] = [
        { table: 'collection', id: collectionId },
        ...viewIds.map((id) => ({ table: 'collection_view' as const, id }))
      ]
      for (const pointer of pointers) {
        const key = keyOf(pointer.table, pointer.id)
        if (!fresh.records.has(key)) missing.set(key, pointer)
      }
    }
  await mapLimit(chunksOf([...missing.values()], RECORD_BATCH_CAP), concurrency, async (chunk) => {
    try {
      const tables = await syncRecords(api, chunk)
      for (const { table, id } of chunk)
        fresh.records.set(keyOf(table, id), valueJson(tables[table]?.[id]))
    } catch (error) {
      for (const { table, id } of chunk) fresh.errors.set(keyOf(table, id), error)
    }
  })
}

/** Whether a page's databases are as Notion answers now; a failure of Notion, as such. */
function compare(map: ExtendedRecordMap, fresh: Fresh): boolean | { error: unknown } {
  const tables = map as unknown as Record<string, Records>
  for (const [collectionId, viewIds] of inlineCollectionsOf(map)) {
    const collectionKey = keyOf('collection', collectionId)
    const viewKeys = viewIds.map((id) => keyOf('collection_view', id))
    for (const key of [collectionKey, ...viewKeys])
      if (fresh.errors.has(key)) return { error: fresh.errors.get(key) }
    const same =
      viewIds.length > 0 &&
      valueJson(tables.collection?.[collectionId]) === fresh.records.get(collectionKey) &&
      viewIds.every(
        (id, i) => valueJson(tables.collection_view?.[id]) === fresh.records.get(viewKeys[i] ?? '')
      ) &&
      cachedRows(map, collectionId, viewIds) === fresh.rows.get(collectionId)
    if (!same) return false
  }
  return true
}

/**
 * Which cached pages' databases are as cached: one query per database (shared by every page
 * showing it), then the view and collection records the queries did not answer, RECORD_BATCH_CAP
 * to a request. A database Notion fails on costs the pages showing it (they count as changed,
 * in `failed`), never the others.
 */
export async function checkInlineCollections(
  api: NotionAPI,
  cached: ReadonlyMap<string, ExtendedRecordMap>,
  concurrency = 3
): Promise<InlineCheck> {
  const fresh: Fresh = { rows: new Map(), records: new Map(), errors: new Map() }
  await mapLimit(queriesOf(cached), concurrency, (query) => queryRows(api, query, fresh))
  await readOtherRecords(api, cached, fresh, concurrency)
  const unchanged = new Set<string>()
  const failed = new Map<string, unknown>()
  for (const [pageId, map] of cached) {
    const verdict = compare(map, fresh)
    if (verdict === true) unchanged.add(pageId)
    else if (verdict !== false) failed.set(pageId, verdict.error)
  }
  return { unchanged, failed }
}

/**
 * Whether one cached page's databases are as cached (a server's regeneration of that page): one
 * query per database, plus one record request when a database has views the query did not
 * answer. A database that cannot be queried for good counts as changed; a transient failure
 * throws like any other request.
 */
export async function inlineCollectionsUnchanged(
  api: NotionAPI,
  pageId: string,
  cached: ExtendedRecordMap
): Promise<boolean> {
  const { unchanged, failed } = await checkInlineCollections(api, new Map([[pageId, cached]]), 1)
  const error = failed.get(pageId)
  if (error !== undefined && isTransient(error)) throw error
  return unchanged.has(pageId)
}
