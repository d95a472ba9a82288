import { createHash } from 'node:crypto'
import type { SiteData } from '@/lib/content/site-types'
import type { ExportArtifact } from '@/lib/build/export-artifacts'
import { buildSearchIndex } from '@/lib/search/build-search-index'
import { prepareIndex, type PreparedIndex } from '@/lib/search/query-index'

import { SEARCH_INDEX_PATH } from '@/lib/search/search-index-path'

export interface SearchIndexFile {
  json: string
  /** Content hash: the URL in props changes when the index does, so no cache serves a stale one. */
  version: string
  prepared: PreparedIndex
}

const built = new WeakMap<SiteData, SearchIndexFile>()

/**
 * The site's index, once per SiteData, as JSON and prepared for queries.
 */
export function searchIndexFile(data: SiteData): SearchIndexFile {
  let file = built.get(data)
  if (!file) {
    const index = buildSearchIndex(data)
    const json = JSON.stringify(index)
    const version = createHash('sha256').update(json).digest('hex').slice(0, 12)
    file = { json, version, prepared: prepareIndex(index) }
    built.set(data, file)
  }
  return file
}

/** The index as a file of a static export (lib/build/write-export-artifacts.ts). */
export async function searchArtifacts(data: SiteData): Promise<ExportArtifact[]> {
  return [{ path: SEARCH_INDEX_PATH.slice(1), bytes: searchIndexFile(data).json }]
}

export const searchIndexUrl = (data: SiteData) =>
  `${SEARCH_INDEX_PATH}?v=${searchIndexFile(data).version}`
