import type { NotionAPI } from 'notion-client'

/**
 * Records one request to Notion's record endpoint asks for at most. Measured against the mock
 * with Notion's 100 ms latency (`npx tsx scripts/bench/bench-fetch.ts --sizes`): one record
 * 108 ms, 400 records 139 ms (231 KiB), 800 235 ms, 1,600 334 ms (934 KiB). Under the rate
 * limit (3 starts a second, 3 requests at once) a reply under a second costs nothing but its
 * one request, so the cap keeps a reply near half a megabyte rather than saving time; a request
 * that fails is split by post (batch-pages.ts), so a server-side size limit would cost splits,
 * never pages.
 */
export const RECORD_BATCH_CAP = 1000

/** The record tables a post body needs besides its query results. */
export type RecordTable = 'block' | 'collection' | 'collection_view' | 'notion_user'

export interface RecordPointer {
  table: RecordTable
  id: string
  /** The record's workspace, when known: Notion's web app sends it with every pointer. */
  spaceId?: string
}

/** Records by table, as Notion answers them: `{role: 'none'}` for one it will not show. */
export type RecordTables = Partial<Record<RecordTable, Record<string, unknown>>>

export const RECORD_ENDPOINT = 'syncRecordValuesMain'

/** The body of a record request, in the form Notion's web app sends. */
export const recordRequestBody = (pointers: readonly RecordPointer[]) => ({
  requests: pointers.map(({ table, id, spaceId }) => ({
    pointer: { table, id, ...(spaceId ? { spaceId } : {}) },
    version: -1
  }))
})

/**
 * Many records of any of those tables in one request. This is the one place that calls the
 * record endpoint (`syncRecordValuesMain`; Notion retired `syncRecordValues` in 2025, and may
 * move it again): callers keep `getPage` as their fallback. At most RECORD_BATCH_CAP pointers.
 */
export async function syncRecords(
  api: NotionAPI,
  pointers: readonly RecordPointer[]
): Promise<RecordTables> {
  if (pointers.length === 0) return {}
  if (pointers.length > RECORD_BATCH_CAP)
    throw new Error(`${pointers.length} records asked in one request (cap ${RECORD_BATCH_CAP})`)
  const reply = await api.fetch<{ recordMap?: RecordTables }>({
    endpoint: RECORD_ENDPOINT,
    body: recordRequestBody(pointers)
  })
  const recordMap = reply?.recordMap
  if (!recordMap || typeof recordMap !== 'object')
    throw new Error('the record endpoint answered without a recordMap')
  return recordMap
}
