import type { ExtendedRecordMap } from 'notion-types'
import { getBlockValue } from 'notion-utils'
import type { OfficialPage } from '@/lib/notion/official/api-types'
import type { OfficialClient } from '@/lib/notion/official/official-client'
import { isTransient } from '@/lib/notion/notion-errors'
import { inlineCollectionsOf } from '@/lib/notion/shown-databases'

/** `id@last_edited_time` of each live row of a collection, sorted: what a query is compared by. */
function cachedRows(map: ExtendedRecordMap, collectionId: string): string {
  const rows: string[] = []
  for (const record of Object.values(map.block)) {
    const block = getBlockValue(record)
    if (block?.parent_table !== 'collection' || block.parent_id !== collectionId) continue
    if (block.alive === false) continue
    rows.push(`${block.id}@${block.last_edited_time ?? ''}`)
  }
  return rows.sort().join(',')
}

function freshRows(rows: OfficialPage[]): string {
  return rows
    .filter((row) => row?.in_trash !== true && row?.archived !== true)
    .map((row) => {
      const t = Date.parse(row.last_edited_time ?? '')
      return `${row.id}@${Number.isNaN(t) ? '' : t}`
    })
    .sort()
    .join(',')
}

/**
 * Whether the databases inside a cached page still hold the rows it cached. Editing a row of
 * an inline database leaves its page's `last_edited_time` as it was, so each database is queried
 * once (100 rows a request) and its rows' ids and edit times compared. A database that cannot be
 * queried for good counts as changed; a transient failure throws.
 */
export async function officialInlineDatabasesUnchanged(
  client: OfficialClient,
  cached: ExtendedRecordMap
): Promise<boolean> {
  for (const collectionId of inlineCollectionsOf(cached).keys()) {
    let rows: OfficialPage[]
    try {
      rows = await client.list<OfficialPage>(
        `/data_sources/${encodeURIComponent(collectionId)}/query`,
        'POST'
      )
    } catch (error) {
      if (isTransient(error)) throw error
      return false
    }
    if (freshRows(rows) !== cachedRows(cached, collectionId)) return false
  }
  return true
}
