import type { ExtendedRecordMap } from 'notion-types'
import { unwrap } from '../notion/record'
import type { Rec } from './collection-table'
import type { BlockMap } from './types'

/** Record fields the renderer never reads: who, when, access and sync bookkeeping. */
const DROPPED_FIELDS = new Set([
  'permissions',
  'created_by',
  'created_by_id',
  'created_by_table',
  'last_edited_by',
  'last_edited_by_id',
  'last_edited_by_table',
  'version',
  'space_id',
  'crdt_data',
  'crdt_format_version',
  'copied_from',
  'file_ids',
  'ignore_block_count'
])

function slim(record: Rec): Rec {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(record)) if (!DROPPED_FIELDS.has(key)) out[key] = value
  return out as Rec
}

const table = (map: ExtendedRecordMap, name: string) =>
  ((map as unknown as Record<string, Record<string, unknown> | undefined>)[name] ?? {}) as Record<
    string,
    unknown
  >

/**
 * What react-notion-x needs to render a page, in the legacy `{ role, value }` shape: live blocks,
 * the collections and views their databases show, and signed URLs and previews. Users, spaces,
 * teams, the blog's own collection schema and dead blocks stay out of props.
 */
export function pruneBlockMap(map: ExtendedRecordMap): BlockMap {
  const block: Record<string, unknown> = {}
  const collectionIds = new Set<string>()
  const viewIds = new Set<string>()
  for (const [id, record] of Object.entries(table(map, 'block'))) {
    const value = unwrap<Rec>(record)
    if (!value || value.alive === false) continue
    block[id] = { role: 'reader', value: slim(value) }
    if (value.type !== 'collection_view' && value.type !== 'collection_view_page') continue
    const pointer = (value.format as { collection_pointer?: { id?: unknown } } | undefined)
      ?.collection_pointer?.id
    for (const c of [value.collection_id, pointer]) if (typeof c === 'string') collectionIds.add(c)
    if (Array.isArray(value.view_ids)) for (const v of value.view_ids) viewIds.add(String(v))
  }
  const keep = (name: string, ids: Set<string>) => {
    const out: Record<string, unknown> = {}
    for (const [id, record] of Object.entries(table(map, name))) {
      const value = ids.has(id) ? unwrap<Rec>(record) : null
      if (value) out[id] = { role: 'reader', value: slim(value) }
    }
    return out
  }
  const collection_query: Record<string, unknown> = {}
  for (const [id, views] of Object.entries(table(map, 'collection_query'))) {
    if (collectionIds.has(id)) collection_query[id] = views
  }
  const signed_urls: Record<string, unknown> = {}
  for (const [id, url] of Object.entries(table(map, 'signed_urls'))) {
    if (id in block) signed_urls[id] = url
  }
  return {
    block,
    collection: keep('collection', collectionIds),
    collection_view: keep('collection_view', viewIds),
    collection_query,
    signed_urls,
    notion_user: {},
    ...(map.preview_images ? { preview_images: map.preview_images } : {})
  }
}
