import { prepareIndex, type PreparedIndex } from '@/lib/search/query-index'
import { INDEX_FORMAT, type SearchIndex } from '@/lib/search/types'

const loaded = new Map<string, Promise<PreparedIndex>>()

async function fetchIndex(url: string): Promise<PreparedIndex> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`search index: HTTP ${response.status}`)
  const body = (await response.json()) as Partial<SearchIndex> & {
    error?: unknown
    errorId?: unknown
  }
  // A response carrying error or errorId is a search error.
  if (body.error || body.errorId || body.format !== INDEX_FORMAT || !Array.isArray(body.docs))
    throw new Error('search index: unusable response')
  return prepareIndex(body as SearchIndex)
}

/** The browser's index, fetched once per URL (the URL carries its version); a failure may retry. */
export function loadSearchIndex(url: string): Promise<PreparedIndex> {
  let promise = loaded.get(url)
  if (!promise) {
    promise = fetchIndex(url)
    promise.catch(() => loaded.delete(url))
    loaded.set(url, promise)
  }
  return promise
}
