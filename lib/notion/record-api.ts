import type { NotionAPI } from 'notion-client'

/**
 * Records one request to Notion's record endpoint asks for at most. Against the mock with 100 ms
 * latency a reply of 400 records (~0.4 MB) comes back within 20 ms of a one-record reply, so
 * the request count, not the size, is what the rate limit makes expensive; the cap keeps a
 * reply well under a megabyte and a failed request cheap to split (bench/README.md, issue #47).
 */
export const RECORD_BATCH_CAP = 400

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
