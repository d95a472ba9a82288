/**
 * Where browsers search. A server answers queries at SEARCH_API_PATH; a static export ships the
 * sharded index as files under SEARCH_FILES_DIR. Imports nothing, so next.config.ts can read it.
 */
export const SEARCH_API_PATH = '/api/search'
export const SEARCH_FILES_DIR = 'search-index'

/** An export's index URL: `/search-index/<version>.<buckets>`; its files lie below it. */
export const shardedIndexUrl = (version: string, buckets: number) =>
  `/${SEARCH_FILES_DIR}/${version}.${buckets}`
export const shardPath = (indexUrl: string, bucket: number) => `${indexUrl}/s/${bucket}.json`
export const docPath = (indexUrl: string, id: number) => `${indexUrl}/d/${id}.json`

/** The shard count an export's index URL names, or null for the server's endpoint. */
export function bucketsOfUrl(indexUrl: string): number | null {
  const match = /^\/search-index\/[0-9a-f]+\.(\d+)$/.exec(indexUrl)
  return match ? Number(match[1]) : null
}
