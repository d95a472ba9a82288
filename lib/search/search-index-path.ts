/**
 * Where browsers fetch the index: a rewrite to /api/search-index (server), a file (export).
 * Imports nothing, so next.config.ts can read it.
 */
export const SEARCH_INDEX_PATH = '/search-index.json'
