/*
 * When each cached page was last known to list every row of each database it shows: by a bare
 * query of that database whose rows the page's matched, or by the page's own fetch (which
 * queried each of its views). Only a query lists a database's rows (a row added through the
 * API, a form or another view changes no record), so a database is queried again once its
 * oldest page's time is older than the interval (NOTION_ROW_QUERY_INTERVAL); everything a record
 * can tell (edited, deleted, moved rows, views, schema) is checked at every rebuild regardless.
 * Kept per page and database, not per database: a server checks one page per regeneration, so
 * a query made for one page says nothing of another page's copy.
 */

/** `<page id>/<collection id>` → when (ms since the epoch) that page last listed every row. */
export type RowQueries = Record<string, number>

export const rowQueryKey = (pageId: string, collectionId: string) => `${pageId}/${collectionId}`

/** Seconds between two queries of a database for rows added without any record changing. */
export const DEFAULT_ROW_QUERY_INTERVAL = 600

/** Stale databases a server's regeneration of one page queries at most (oldest first). */
export const ROW_QUERIES_PER_REGENERATION = 3

/** A page fetched at `at`: each database it shows (`collectionIds`) listed whole then. */
export function rowQueriesOfFetched(
  pageId: string,
  collectionIds: Iterable<string>,
  at: number
): RowQueries {
  return Object.fromEntries([...collectionIds].map((id) => [rowQueryKey(pageId, id), at]))
}

/** `keys` (what a check listed) all at `at`. */
export const rowQueriesAt = (keys: readonly string[], at: number): RowQueries =>
  Object.fromEntries(keys.map((key) => [key, at]))

/** Both sets of times, the newer of the two where both know a page's database. */
export function mergeRowQueries(a: RowQueries, b: RowQueries): RowQueries {
  const merged: RowQueries = { ...a }
  for (const [key, at] of Object.entries(b))
    if (typeof at === 'number' && !(Number(merged[key]) >= at)) merged[key] = at
  return merged
}

/** Only the keys of the pages still in the workspace. */
export function rowQueriesOfPages(queries: RowQueries, pageIds: ReadonlySet<string>): RowQueries {
  return Object.fromEntries(
    Object.entries(queries).filter(([key]) => pageIds.has(key.slice(0, key.indexOf('/'))))
  )
}
