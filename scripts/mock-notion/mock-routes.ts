import type { MockStore } from './mock-store'

export interface Reply {
  status: number
  json: unknown
  headers?: Record<string, string>
}

type Body = Record<string, unknown>
type Handler = (store: MockStore, body: Body) => Reply

const ok = (json: unknown): Reply => ({ status: 200, json })
const NONE = { role: 'none' }
const invalid: Reply = {
  status: 400,
  json: { errorId: 'mock', name: 'ValidationError', message: 'Invalid input.' }
}

const pick = <T>(table: Record<string, T>, ids: string[]) =>
  Object.fromEntries(ids.filter((id) => table[id]).map((id) => [id, table[id] as T]))

/** Results in the reducer shape notion-client stores; legacy `{blockIds}` results are wrapped. */
function reducerResults(query: unknown): Record<string, { blockIds?: string[] }> {
  const q = query as { collection_group_results?: unknown; blockIds?: string[] } | undefined
  if (q?.collection_group_results) return q as Record<string, { blockIds?: string[] }>
  return {
    collection_group_results: {
      type: 'results',
      blockIds: q?.blockIds ?? [],
      hasMore: false
    } as never
  }
}

type ReducerResult = { blockIds?: string[]; hasMore?: boolean; total?: number }

/**
 * Each reducer's results cut to the `limit` its loader asked (as Notion answers: the first rows,
 * `hasMore`, and how many there are in `total`).
 */
function limited(
  results: Record<string, ReducerResult>,
  loader: unknown
): Record<string, ReducerResult> {
  const reducers = (loader as { reducers?: Record<string, { limit?: unknown }> } | undefined)
    ?.reducers
  return Object.fromEntries(
    Object.entries(results).map(([key, result]) => {
      const limit = reducers?.[key]?.limit
      const ids = result?.blockIds
      if (typeof limit !== 'number' || !ids || ids.length <= limit) return [key, result]
      return [key, { ...result, blockIds: ids.slice(0, limit), hasMore: true, total: ids.length }]
    })
  )
}

type Pointer = { table?: string; id?: string; spaceId?: string }

/** The store's table of each record table the record endpoint serves. */
const TABLES: Record<string, (store: MockStore) => Record<string, unknown>> = {
  block: (store) => store.blocks,
  collection: (store) => store.collections,
  collection_view: (store) => store.views,
  notion_user: (store) => store.users
}

/**
 * The record endpoint: `{requests: [{pointer: {table, id, spaceId?}, version}]}` as Notion's web
 * app sends it, or notion-client's `{requests: [{table, id, version}]}`. The reply holds every
 * requested record under its table, `{role: 'none'}` for one the store lacks: notion-client asks
 * again forever for an id left out.
 */
const syncRecordValues: Handler = (store, body) => {
  const requests = (body.requests ?? []) as (Pointer & { pointer?: Pointer })[]
  const recordMap: Record<string, Record<string, unknown>> = {}
  for (const request of requests) {
    const { table = 'block', id = '' } = request.pointer ?? request
    const records = TABLES[table]
    if (!records) throw new Error(`unknown table ${table}`)
    ;(recordMap[table] ??= {})[id] = records(store)[id] ?? NONE
  }
  return ok({ recordMap: { block: {}, ...recordMap } })
}

export const routes: Record<string, Handler> = {
  loadPageChunk(store, body) {
    const ids = store.pages.get(String(body.pageId))
    if (!ids) return invalid
    const own = store.pageCollections.get(String(body.pageId))
    return ok({
      recordMap: {
        block: pick(store.blocks, ids),
        collection: pick(store.collections, own?.collections ?? []),
        collection_view: pick(store.views, own?.views ?? []),
        notion_user: store.users,
        space: {}
      },
      cursor: { stack: [] }
    })
  },
  syncRecordValuesMain: syncRecordValues,
  syncRecordValues,
  queryCollection(store, body) {
    const collectionId = (body.collection as { id: string }).id
    const viewId = (body.collectionView as { id: string }).id
    const results = limited(reducerResults(store.queries[collectionId]?.[viewId]), body.loader)
    const ids = [...new Set(Object.values(results).flatMap((r) => r?.blockIds ?? []))]
    return ok({
      result: { type: 'reducer', reducerResults: results, sizeHint: ids.length },
      recordMap: {
        block: pick(store.blocks, ids),
        collection: pick(store.collections, [collectionId]),
        collection_view: pick(store.views, [viewId])
      }
    })
  },
  getSignedFileUrls(store, body) {
    const urls = (body.urls ?? []) as { url: string; permissionRecord?: { id: string } }[]
    return ok({
      signedUrls: urls.map(
        (u) => store.signed[u.url] ?? store.signed[u.permissionRecord?.id ?? ''] ?? u.url
      )
    })
  },
  getRecordValues(store, body) {
    const requests = (body.requests ?? []) as { id: string }[]
    return ok({ results: requests.map((r) => store.users[r.id] ?? NONE) })
  },
  search(store, body) {
    const query = String(body.query ?? '').toLowerCase()
    const hits = query
      ? [...store.pages.keys()].filter((id) =>
          JSON.stringify(store.blocks[id] ?? '')
            .toLowerCase()
            .includes(query)
        )
      : []
    return ok({
      results: hits.map((id) => ({ id, isNavigable: true, score: 1, highlight: { text: query } })),
      total: hits.length,
      recordMap: { block: pick(store.blocks, hits) }
    })
  }
}
