import type { ExtendedRecordMap } from 'notion-types'
import { unwrap } from '@/lib/body/record'

export type Rec = Record<string, unknown> & { id: string }

export interface SchemaProperty {
  name: string
  type: string
  options: { id: string; value: string; color: string }[]
}

/** A database as lib/content needs it: its collection, schema and row ids in view order. */
export interface CollectionTable {
  collection: Rec
  schema: Record<string, SchemaProperty>
  rowIds: string[]
}

type Table = 'block' | 'collection' | 'collection_view' | 'collection_query'

export function recordOf(map: ExtendedRecordMap, table: Table, id: string): Rec | null {
  const records = (map as unknown as Record<string, Record<string, unknown> | undefined>)[table]
  return unwrap<Rec>(records?.[id]) ?? null
}

const isDatabase = (b: Rec | null) =>
  b !== null && (b.type === 'collection_view_page' || b.type === 'collection_view')

/**
 * The database of a page: the block itself when it is one, else the first database block among
 * its children (NotionNext's Config page holds an inline table).
 */
export function readCollectionTable(
  map: ExtendedRecordMap,
  pageId: string
): CollectionTable | null {
  const root = recordOf(map, 'block', pageId)
  const children = Array.isArray(root?.content) ? (root.content as string[]) : []
  const dbBlock = isDatabase(root)
    ? root
    : (children.map((id) => recordOf(map, 'block', id)).find(isDatabase) ?? null)
  if (!dbBlock) return null
  const viewIds = Array.isArray(dbBlock.view_ids) ? (dbBlock.view_ids as string[]) : []
  const collectionId = collectionIdOf(map, dbBlock, viewIds)
  const collection = collectionId ? recordOf(map, 'collection', collectionId) : null
  if (!collectionId || !collection) return null
  return {
    collection,
    schema: schemaOf(collection.schema),
    rowIds: rowIdsOf(map, collectionId, viewIds)
  }
}

function collectionIdOf(map: ExtendedRecordMap, block: Rec, viewIds: string[]): string | null {
  if (typeof block.collection_id === 'string') return block.collection_id
  const pointerOf = (r: Rec | null) =>
    (r?.format as { collection_pointer?: { id?: unknown } } | undefined)?.collection_pointer?.id
  for (const candidate of [block, ...viewIds.map((v) => recordOf(map, 'collection_view', v))]) {
    const id = pointerOf(candidate)
    if (typeof id === 'string') return id
  }
  return null
}

function schemaOf(raw: unknown): Record<string, SchemaProperty> {
  const out: Record<string, SchemaProperty> = {}
  if (raw === null || typeof raw !== 'object') return out
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const p = value as { name?: unknown; type?: unknown; options?: unknown }
    if (typeof p?.name !== 'string' || typeof p.type !== 'string') continue
    const options = Array.isArray(p.options)
      ? (p.options as { id?: unknown; value?: unknown; color?: unknown }[])
          .filter((o) => typeof o?.value === 'string')
          .map((o) => ({
            id: String(o.id ?? o.value),
            value: String(o.value),
            color: typeof o.color === 'string' ? o.color : 'default'
          }))
      : []
    out[key] = { name: p.name, type: p.type, options }
  }
  return out
}

/** Rows in the order of the first view that has query results; else by parent, map order. */
function rowIdsOf(map: ExtendedRecordMap, collectionId: string, viewIds: string[]): string[] {
  const queries = (map.collection_query?.[collectionId] ?? {}) as Record<string, unknown>
  for (const viewId of [...viewIds, ...Object.keys(queries)]) {
    const ids = blockIdsOf(queries[viewId])
    if (ids.length) return [...new Set(ids)]
  }
  return Object.keys(map.block ?? {}).filter((id) => {
    const b = recordOf(map, 'block', id)
    return b?.parent_table === 'collection' && b.parent_id === collectionId && b.type === 'page'
  })
}

function blockIdsOf(query: unknown): string[] {
  if (query === null || typeof query !== 'object') return []
  const q = query as Record<string, unknown>
  const list = (v: unknown) =>
    Array.isArray((v as { blockIds?: unknown })?.blockIds)
      ? ((v as { blockIds: unknown[] }).blockIds.filter((id) => typeof id === 'string') as string[])
      : []
  const direct = [...list(q.collection_group_results), ...list(q)]
  if (direct.length) return direct
  // Grouped views keep one result per group (`results:select:…`).
  return Object.values(q).flatMap(list)
}
