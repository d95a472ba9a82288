import type { ExtendedRecordMap } from 'notion-types'
import type {
  OfficialBlock,
  OfficialDataSource,
  OfficialDatabase,
  OfficialPage,
  OfficialPropertyValue,
  OfficialSchemaProperty
} from '@/lib/notion/official/api-types'
import type { Workspace } from '@/lib/notion/types'
import { valueOf } from '@/scripts/mock-notion/mock-store'
import { officialBlockOf, officialIcon, officialTableRow, type RecordValue } from './block-shapes'
import { officialDateOf, officialRichText, type ShapeContext } from './rich-text-shapes'

/** What the official-API mock serves: the same content as a workspace, in the API's objects. */
export interface OfficialStore {
  databases: Map<string, OfficialDatabase>
  dataSources: Map<string, { source: OfficialDataSource; rows: string[] }>
  pages: Map<string, OfficialPage>
  blocks: Map<string, OfficialBlock>
  /** Parent (page or block) id → its children's ids, in order. */
  children: Map<string, string[]>
}

interface Column {
  name: string
  type: string
  options?: { id?: string; value: string; color?: string }[]
}

/** Record-map column types whose official name differs. */
const OFFICIAL_TYPES: Record<string, string> = {
  text: 'rich_text',
  file: 'files',
  person: 'people'
}

const first = (value: unknown) =>
  Array.isArray(value) && Array.isArray(value[0]) ? String(value[0][0] ?? '') : ''
const iso = (t: unknown) => new Date(typeof t === 'number' ? t : 0).toISOString()
const propertyId = (key: string) => (key === 'title' ? 'title' : encodeURIComponent(key))

/** A column's value of a row in the official page's form. */
function propertyValue(
  key: string,
  column: Column,
  raw: unknown,
  ctx: ShapeContext
): OfficialPropertyValue {
  const type = OFFICIAL_TYPES[column.type] ?? column.type
  const text = first(raw)
  const marks = (Array.isArray(raw) ? (raw as unknown[][]) : []).flatMap((segment) =>
    Array.isArray(segment[1]) ? (segment[1] as unknown[][]) : []
  )
  const markOf = (kind: string) => marks.filter((m) => m[0] === kind).map((m) => m[1])
  const option = (name: string) => {
    const found = column.options?.find((o) => o.value === name)
    return { ...(found?.id ? { id: found.id } : {}), name, color: found?.color ?? 'default' }
  }
  let value: unknown
  switch (type) {
    case 'title':
    case 'rich_text':
      value = officialRichText(raw, ctx)
      break
    case 'select':
    case 'status':
      value = text ? option(text) : null
      break
    case 'multi_select':
      value = text ? text.split(',').filter(Boolean).map(option) : []
      break
    case 'date': {
      const date = markOf('d')[0]
      value = date ? officialDateOf(date as never) : null
      break
    }
    case 'checkbox':
      value = text === 'Yes'
      break
    case 'number':
      value = text ? Number(text) : null
      break
    case 'files':
      value = (Array.isArray(raw) ? (raw as unknown[][]) : []).flatMap((segment) => {
        const url = (segment[1] as unknown[][] | undefined)?.find((m) => m[0] === 'a')?.[1]
        return typeof url === 'string'
          ? [{ name: String(segment[0]), type: 'external', external: { url } }]
          : []
      })
      break
    case 'relation':
      value = markOf('p').map((id) => ({ id }))
      break
    case 'people':
      value = markOf('u').map((id) => ({ object: 'user', id, name: ctx.userName(String(id)) }))
      break
    default:
      value = text || null
  }
  return { id: propertyId(key), type, [type]: value }
}

/**
 * The official API's view of a workspace: each database (the blog, and those inside pages) with
 * its data source and rows, each row page's properties, and every body block with its children,
 * written from the API reference's shapes. Ids are the record map's, so both mocks serve the
 * same content under the same ids.
 */
export function officialStoreOf(workspace: Workspace): OfficialStore {
  const maps: ExtendedRecordMap[] = [workspace.database, ...Object.values(workspace.pages)]
  const records = new Map<string, RecordValue>()
  const collections = new Map<
    string,
    {
      name?: unknown
      description?: unknown
      icon?: unknown
      cover?: unknown
      schema?: Record<string, Column>
    }
  >()
  const users = new Map<string, string>()
  const queries = new Map<string, Record<string, unknown>>()
  for (const map of maps) {
    for (const record of Object.values(map.block ?? {})) {
      const value = valueOf(record) as RecordValue | undefined
      if (value && !records.has(value.id)) records.set(value.id, value)
    }
    for (const record of Object.values(map.collection ?? {})) {
      const value = valueOf(record)
      if (value) collections.set(value.id, value as never)
    }
    for (const record of Object.values(map.notion_user ?? {})) {
      const value = valueOf(record) as
        { id: string; given_name?: string; family_name?: string } | undefined
      if (value)
        users.set(value.id, [value.given_name, value.family_name].filter(Boolean).join(' '))
    }
    for (const [id, views] of Object.entries(map.collection_query ?? {}))
      queries.set(id, { ...queries.get(id), ...(views as Record<string, unknown>) })
  }
  // A row's own page holds its block with `content`; other maps may hold a shortened copy.
  for (const [id, map] of Object.entries(workspace.pages)) {
    const own = valueOf(map.block?.[id]) as RecordValue | undefined
    if (own) records.set(id, own)
  }
  const ctx: ShapeContext = {
    pageTitle: (id) => first(records.get(id)?.properties?.title) || 'Untitled',
    userName: (id) => users.get(id) ?? ''
  }
  const store: OfficialStore = {
    databases: new Map(),
    dataSources: new Map(),
    pages: new Map(),
    blocks: new Map(),
    children: new Map()
  }

  const addDatabase = (blockId: string, collectionId: string, viewIds: unknown) => {
    const collection = collections.get(collectionId)
    if (!collection) return false
    const block = records.get(blockId)
    const schema = collection.schema ?? {}
    const views = queries.get(collectionId) ?? {}
    const viewId =
      (Array.isArray(viewIds) ? (viewIds as string[]) : []).find((v) => views[v]) ??
      Object.keys(views)[0]
    const result = (viewId ? views[viewId] : undefined) as
      { collection_group_results?: { blockIds?: string[] }; blockIds?: string[] } | undefined
    const rowIds = (result?.collection_group_results?.blockIds ?? result?.blockIds ?? []).filter(
      (id) => records.has(id)
    )
    store.databases.set(blockId, {
      object: 'database',
      id: blockId,
      title: officialRichText(collection.name, ctx),
      description: officialRichText(collection.description, ctx),
      icon: officialIcon(collection.icon ?? block?.format?.page_icon),
      cover: officialIcon(collection.cover ?? block?.format?.page_cover),
      is_inline: block?.type === 'collection_view',
      last_edited_time: iso(block?.last_edited_time),
      data_sources: [{ id: collectionId, name: first(collection.name) }]
    })
    const properties: Record<string, OfficialSchemaProperty> = {}
    for (const [key, column] of Object.entries(schema)) {
      const type = OFFICIAL_TYPES[column.type] ?? column.type
      const options = column.options?.map((o) => ({
        id: o.id ?? o.value,
        name: o.value,
        color: o.color ?? 'default'
      }))
      properties[column.name] = {
        id: propertyId(key),
        name: column.name,
        type,
        ...(options ? { [type]: { options } } : { [type]: {} })
      }
    }
    store.dataSources.set(collectionId, {
      source: {
        object: 'data_source',
        id: collectionId,
        title: officialRichText(collection.name, ctx),
        properties
      },
      rows: rowIds
    })
    for (const rowId of rowIds) {
      const row = records.get(rowId)
      if (!row) continue
      store.pages.set(rowId, {
        object: 'page',
        id: rowId,
        created_time: iso(row.created_time),
        last_edited_time: iso(row.last_edited_time),
        in_trash: false,
        icon: officialIcon(row.format?.page_icon),
        cover: officialIcon(row.format?.page_cover),
        parent: { type: 'data_source_id', data_source_id: collectionId, database_id: blockId },
        properties: Object.fromEntries(
          Object.entries(schema).map(([key, column]) => [
            column.name,
            propertyValue(key, column, row.properties?.[key], ctx)
          ])
        )
      })
    }
    return true
  }

  const collectionOf = (block: RecordValue) =>
    (block.collection_id as string | undefined) ??
    (block.format?.collection_pointer as { id?: string } | undefined)?.id ??
    ''

  const walk = (parentId: string, seen: Set<string>): string[] => {
    const parent = records.get(parentId)
    if (!parent || seen.has(parentId)) return []
    seen.add(parentId)
    const ids: string[] = []
    for (const id of parent.content ?? []) {
      const block = records.get(id)
      if (!block) continue
      if (block.type === 'collection_view' || block.type === 'collection_view_page') {
        if (!addDatabase(id, collectionOf(block), block.view_ids)) continue
        store.blocks.set(id, {
          object: 'block',
          id,
          type: 'child_database',
          has_children: false,
          created_time: iso(block.created_time),
          last_edited_time: iso(block.last_edited_time),
          child_database: { title: first(collections.get(collectionOf(block))?.name) }
        })
        ids.push(id)
        continue
      }
      let children: string[] = []
      if (block.type === 'table') {
        const order = (block.format?.table_block_column_order as string[] | undefined) ?? []
        children = (block.content ?? []).flatMap((rowId) => {
          const row = records.get(rowId)
          if (!row) return []
          store.blocks.set(rowId, officialTableRow(row, order, ctx))
          return [rowId]
        })
      } else if (block.type === 'transclusion_reference') {
        const original = (
          block.format?.transclusion_reference_pointer as { id?: string } | undefined
        )?.id
        children = original ? walk(original, new Set(seen)) : []
      } else if (block.type !== 'page') {
        children = walk(id, seen)
      }
      const official = officialBlockOf(block, ctx, children.length > 0)
      if (!official) continue
      store.blocks.set(id, official)
      // A sub-page's children are its own page's, listed when that page is walked.
      if (block.type !== 'page') store.children.set(id, children)
      ids.push(id)
    }
    return ids
  }

  const root = records.get(workspace.rootPageId)
  if (root) addDatabase(workspace.rootPageId, collectionOf(root), root.view_ids)
  for (const pageId of Object.keys(workspace.pages))
    store.children.set(pageId, walk(pageId, new Set()))
  return store
}
