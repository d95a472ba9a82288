import type { ExtendedRecordMap, RecordMap } from 'notion-types'
import type { NotionAPI } from 'notion-client'
import { getBlockValue } from 'notion-utils'
import { COLLECTION_LIMIT } from '@/lib/notion/fetch-page'
import { isTransient } from '@/lib/notion/notion-errors'

/** The inline databases a cached page queried: collection id → the view ids it has. */
export function inlineCollectionsOf(recordMap: ExtendedRecordMap): Map<string, string[]> {
  return new Map(
    Object.entries(recordMap.collection_query ?? {}).map(([id, views]) => [
      id,
      Object.keys(views ?? {})
    ])
  )
}

type Records = Record<string, unknown> | undefined

/** Row id → last_edited_time of the rows of one collection found in some records. */
function rowsOf(blocks: Records, collectionId: string): string {
  const rows: string[] = []
  for (const record of Object.values(blocks ?? {})) {
    const value = getBlockValue(record as never) as
      { id: string; parent_id?: string; parent_table?: string; alive?: boolean } | undefined
    if (value?.parent_table !== 'collection' || value.parent_id !== collectionId) continue
    if (value.alive === false) continue
    rows.push(`${value.id}@${(value as { last_edited_time?: number }).last_edited_time ?? ''}`)
  }
  return rows.sort().join(',')
}

const collectionOf = (records: Records, id: string) =>
  JSON.stringify(getBlockValue((records?.[id] ?? null) as never) ?? null)

/**
 * Whether the inline databases of a cached page are as cached. Edits to a database's rows do not
 * touch its page's `last_edited_time`, so that time alone cannot tell; one unfiltered query per
 * database (rather than the page and every view again) compares its rows' ids and edit times
 * and its schema with the cache. A database that cannot be queried for good counts as changed;
 * a transient failure throws like any other request.
 */
export async function inlineCollectionsUnchanged(
  api: NotionAPI,
  cached: ExtendedRecordMap
): Promise<boolean> {
  for (const [collectionId, viewIds] of inlineCollectionsOf(cached)) {
    const viewId = viewIds[0]
    if (!viewId) return false
    let recordMap: RecordMap
    try {
      // A bare table view: no filter or grouping, so every row comes back.
      ;({ recordMap } = await api.getCollectionData(
        collectionId,
        viewId,
        { type: 'table' },
        { limit: COLLECTION_LIMIT, loadContentCover: false }
      ))
    } catch (error) {
      if (isTransient(error)) throw error
      return false
    }
    if (rowsOf(recordMap.block, collectionId) !== rowsOf(cached.block, collectionId)) return false
    const fresh = recordMap.collection as Records
    if (
      fresh?.[collectionId] &&
      collectionOf(fresh, collectionId) !== collectionOf(cached.collection as Records, collectionId)
    )
      return false
  }
  return true
}
