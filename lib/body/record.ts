/**
 * Record-map access without notion-utils (only lib/notion and the renderer import Notion
 * packages' values): records come wrapped as `{ role, value }` or, since 2024, doubly wrapped.
 */
import type { ExtendedRecordMap } from 'notion-types'

/** A block value as the renderer sees it: loose, because captures vary by Notion version. */
export interface BlockRecord {
  id: string
  type: string
  properties?: Record<string, unknown>
  format?: Record<string, unknown>
  content?: string[]
  parent_id?: string
  parent_table?: string
  collection_id?: string
  view_ids?: string[]
  [field: string]: unknown
}

export type RecordTable = Record<string, unknown>

/** A record map from Notion, or one already pruned by prepareBlocks. */
export type RecordMapLike = Partial<ExtendedRecordMap> | Record<string, unknown>

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** Unwrap `{ value }` layers until an object with an id appears. */
export function unwrap<T = BlockRecord>(record: unknown): T | undefined {
  let v: unknown = record
  for (let depth = 0; depth < 4 && isObject(v); depth++) {
    if (typeof v.id === 'string') return v as T
    v = v.value
  }
  return undefined
}

export const tableOf = (map: RecordMapLike, name: string): RecordTable => {
  const table = (map as Record<string, unknown>)[name]
  return isObject(table) ? table : {}
}

export function blockOf(map: RecordMapLike, id: string): BlockRecord | undefined {
  const value = unwrap(tableOf(map, 'block')[id])
  return value && typeof value.type === 'string' && value.alive !== false ? value : undefined
}

/** Dashed lower-case UUID from 32 hex (or dashed) text, else null. */
export function toUuid(id: string): string | null {
  const hex = id.replace(/-/g, '').toLowerCase()
  if (!/^[0-9a-f]{32}$/.test(hex)) return null
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export const PAGE_TYPES: ReadonlySet<string> = new Set(['page', 'collection_view_page'])
