import type { ExtendedRecordMap } from 'notion-types'
import { getBlockValue } from 'notion-utils'
import type { RecordPointer } from '@/lib/notion/record-api'

/*
 * The databases a cached page shows (inline databases, linked views), the rows it holds of each,
 * and the forms two copies of their records compare by (inline-collections.ts checks them).
 */

/** The inline databases a cached page queried: collection id → the view ids it has. */
export function inlineCollectionsOf(recordMap: ExtendedRecordMap): Map<string, string[]> {
  return new Map(
    Object.entries(recordMap.collection_query ?? {}).map(([id, views]) => [
      id,
      Object.keys(views ?? {})
    ])
  )
}

export type Records = Record<string, unknown> | undefined
type RowValue = {
  id: string
  alive?: boolean
  last_edited_time?: number
  version?: number
  parent_id?: string
  parent_table?: string
}

const rowValue = (record: unknown) =>
  getBlockValue((record ?? null) as never) as RowValue | undefined

/** Every `blockIds` list of a query's reducer results (plain, grouped or legacy). */
export function resultIds(results: unknown): string[] {
  if (!results || typeof results !== 'object') return []
  const lists = [results, ...Object.values(results)].map(
    (r) => (r as { blockIds?: unknown } | null)?.blockIds
  )
  return lists.flatMap((ids) =>
    Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []
  )
}

/** `id@last_edited_time` of each live row among `ids`, sorted: what two row lists compare by. */
export function rowList(ids: Iterable<string>, blocks: Records): string {
  const rows = new Set<string>()
  for (const id of ids) {
    const value = rowValue(blocks?.[id])
    if (value?.alive === false) continue
    rows.add(`${id}@${value?.last_edited_time ?? ''}`)
  }
  return [...rows].sort().join(',')
}

/** What a row's record says of its edits: changed by any edit, deletion or move. */
export function rowState(record: unknown): string {
  const value = rowValue(record)
  if (!value) return 'null'
  const { alive, last_edited_time, version, parent_id, parent_table } = value
  return JSON.stringify([alive, last_edited_time, version, parent_id, parent_table])
}

export const valueJson = (record: unknown) =>
  JSON.stringify(getBlockValue((record ?? null) as never) ?? null)

export const keyOf = (table: string, id: string) => `${table}:${id}`

/** One database as one cached page shows it. */
export interface Shown {
  pageId: string
  collectionId: string
  viewIds: string[]
  /** The rows its views listed that the page holds. */
  rows: string[]
  map: ExtendedRecordMap
}

export function shownIn(pageId: string, map: ExtendedRecordMap): Shown[] {
  return [...inlineCollectionsOf(map)].map(([collectionId, viewIds]) => {
    const views = (map.collection_query?.[collectionId] ?? {}) as Record<string, unknown>
    const listed = new Set(viewIds.flatMap((viewId) => resultIds(views[viewId])))
    const rows = [...listed].filter((id) => map.block?.[id])
    return { pageId, collectionId, viewIds, rows, map }
  })
}

/** The records one shown database is compared by. */
export const pointersOf = (shown: Shown): RecordPointer[] => [
  { table: 'collection', id: shown.collectionId },
  ...shown.viewIds.map((id) => ({ table: 'collection_view' as const, id })),
  ...shown.rows.map((id) => ({ table: 'block' as const, id }))
]
