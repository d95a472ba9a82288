import type { ShardSource } from '@/lib/search/query-shards'
import { searchShards } from '@/lib/search/query-shards'
import { bucketsOfUrl, docPath, shardPath } from '@/lib/search/search-index-path'
import type { IndexDoc, SearchPage, Shard } from '@/lib/search/types'
import { withBasePath } from '@/lib/base-path'

/** Hits a browser search shows at first (the modal, an export's search page), and per "More". */
export const FIRST_RESULTS = 20
/** The most hits one answer carries: bounds a server's work per request. */
export const MAX_RESULTS = 200

/** A requested hit count, whole and within 1..MAX_RESULTS; FIRST_RESULTS when unreadable. */
export function resultLimit(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value)
  return Number.isInteger(n) && n > 0 ? Math.min(n, MAX_RESULTS) : FIRST_RESULTS
}

const files = new Map<string, Promise<unknown>>()

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(withBasePath(url))
  if (!response.ok) throw new Error(`search: HTTP ${response.status}`)
  const body: unknown = await response.json()
  // A response carrying error or errorId is a search error.
  if (!body || typeof body !== 'object' || 'error' in body || 'errorId' in body)
    throw new Error('search: unusable response')
  return body
}

/** An export's files never change under their URL: each is fetched once; a failure may retry. */
function cachedJson(url: string): Promise<unknown> {
  let promise = files.get(url)
  if (!promise) {
    promise = getJson(url)
    promise.catch(() => files.delete(url))
    files.set(url, promise)
  }
  return promise
}

function filesSource(indexUrl: string, buckets: number): ShardSource {
  return {
    buckets,
    shard: async (bucket) => (await cachedJson(shardPath(indexUrl, bucket))) as Shard,
    doc: async (id) => {
      const doc = await cachedJson(docPath(indexUrl, id))
      return Array.isArray(doc) ? (doc as IndexDoc) : undefined
    }
  }
}

async function askServer(endpoint: string, query: string, limit: number): Promise<SearchPage> {
  const n = limit === FIRST_RESULTS ? '' : `&n=${limit}`
  const body = (await getJson(
    `${endpoint}?q=${encodeURIComponent(query)}${n}`
  )) as Partial<SearchPage>
  if (typeof body.total !== 'number' || !Array.isArray(body.hits))
    throw new Error('search: unusable response')
  return { total: body.total, hits: body.hits }
}

/**
 * The first results of a query in the browser: from an export's index files (only the shards of
 * the query's tokens and the docs shown), or from the server's endpoint.
 */
export function searchOnline(
  indexUrl: string,
  query: string,
  limit = FIRST_RESULTS
): Promise<SearchPage> {
  const n = resultLimit(limit)
  const buckets = bucketsOfUrl(indexUrl)
  if (buckets === null) return askServer(indexUrl, query, n)
  return searchShards(filesSource(indexUrl, buckets), query, 0, n)
}
