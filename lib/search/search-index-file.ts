import { createHash } from 'node:crypto'
import type { SiteData } from '@/lib/content/site-types'
import type { ExportArtifact } from '@/lib/build/export-artifacts'
import { buildSearchIndex } from '@/lib/search/build-search-index'
import type { ShardSource } from '@/lib/search/query-shards'
import {
  docPath,
  SEARCH_API_PATH,
  shardedIndexUrl,
  shardPath
} from '@/lib/search/search-index-path'
import { shardIndex } from '@/lib/search/shard-index'
import type { ShardedIndex } from '@/lib/search/types'

export interface SiteSearch {
  sharded: ShardedIndex
  /** Content hash: an export's index URL changes when the index does, so no cache serves a stale one. */
  version: string
  /** The sharded index in memory, for the server's pages and endpoint. */
  source: ShardSource
}

const built = new WeakMap<SiteData, SiteSearch>()
const EMPTY = Object.freeze({})

/** The site's sharded index, once per SiteData (a regeneration brings new data, so a new index). */
export function siteSearch(data: SiteData): SiteSearch {
  let search = built.get(data)
  if (!search) {
    const index = buildSearchIndex(data)
    const version = createHash('sha256').update(JSON.stringify(index)).digest('hex').slice(0, 12)
    const sharded = shardIndex(index)
    const source: ShardSource = {
      buckets: sharded.buckets,
      shard: async (bucket) => sharded.shards[bucket] ?? EMPTY,
      doc: async (id) => sharded.docs[id]
    }
    search = { sharded, version, source }
    built.set(data, search)
  }
  return search
}

/** Where this site's browsers search: the server's endpoint, or an export's index files. */
export function searchIndexUrl(data: SiteData): string {
  // A language's endpoint is its own (`/zh/api/search`, rewritten to `?site=zh`).
  if (!data.config.EXPORT) return `${data.basePath}${SEARCH_API_PATH}`
  const { version, sharded } = siteSearch(data)
  return shardedIndexUrl(version, sharded.buckets)
}

/** The sharded index as files of a static export: one per shard and one per doc. */
export async function searchArtifacts(data: SiteData): Promise<ExportArtifact[]> {
  const { version, sharded } = siteSearch(data)
  const base = shardedIndexUrl(version, sharded.buckets)
  const file = (url: string, value: unknown) => ({
    path: url.slice(1),
    bytes: JSON.stringify(value)
  })
  return [
    ...sharded.shards.map((shard, b) => file(shardPath(base, b), shard)),
    ...sharded.docs.map((doc, id) => file(docPath(base, id), doc))
  ]
}
