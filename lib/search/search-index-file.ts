import { createHash } from 'node:crypto'
import type { SiteData } from '../content/site-types'
import { writeExportFile } from '../export/write-export-file'
import { buildSearchIndex } from './build-search-index'
import { prepareIndex, type PreparedIndex } from './query-index'

/** Where browsers fetch the index: a rewrite to /api/search-index (server), a file (export). */
export const SEARCH_INDEX_PATH = '/search-index.json'

export interface SearchIndexFile {
  json: string
  /** Content hash: the URL in props changes when the index does, so no cache serves a stale one. */
  version: string
  prepared: PreparedIndex
}

const built = new WeakMap<SiteData, SearchIndexFile>()

/**
 * The site's index, once per SiteData, as JSON and prepared for queries. In a static export the
 * first page built by each worker also writes it for the post-build copy into out/.
 */
export function searchIndexFile(data: SiteData): SearchIndexFile {
  let file = built.get(data)
  if (!file) {
    const index = buildSearchIndex(data)
    const json = JSON.stringify(index)
    const version = createHash('sha256').update(json).digest('hex').slice(0, 12)
    file = { json, version, prepared: prepareIndex(index) }
    built.set(data, file)
    if (data.config.EXPORT) writeExportFile(SEARCH_INDEX_PATH.slice(1), json)
  }
  return file
}

export const searchIndexUrl = (data: SiteData) =>
  `${SEARCH_INDEX_PATH}?v=${searchIndexFile(data).version}`
