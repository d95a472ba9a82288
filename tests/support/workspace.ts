import type { ExtendedRecordMap } from 'notion-types'
import type { Workspace } from '@/lib/notion/types'
import { rt, stableId, wrap } from '@/scripts/lib/record-builders'
import { buildWorkspace, type BuiltWorkspace, type RowInput } from '@/scripts/lib/workspace-builder'

export const T0 = Date.UTC(2024, 0, 15)

export function workspaceOf(
  rows: RowInput[],
  options: Partial<Parameters<typeof buildWorkspace>[0]> = {}
): Workspace {
  const built = buildWorkspace({ seed: 'test', name: 'Test Blog', time: T0, ...options }, rows)
  return asWorkspace(built)
}

export const asWorkspace = (built: BuiltWorkspace): Workspace => ({
  ...built,
  fetchedAt: new Date(T0).toISOString()
})

type Tables = Record<string, Record<string, { value: unknown; role?: string }>>

/** Every record in the 2024+ shape: `{ spaceId, value: { value, role } }`. */
export function nested(map: ExtendedRecordMap): ExtendedRecordMap {
  const out: Record<string, unknown> = { ...map }
  for (const name of ['block', 'collection', 'collection_view'] as const) {
    const table = (map as unknown as Tables)[name] ?? {}
    out[name] = Object.fromEntries(
      Object.entries(table).map(([id, r]) => [
        id,
        { spaceId: 'space', value: { value: r.value, role: 'reader' } }
      ])
    )
  }
  return out as unknown as ExtendedRecordMap
}

export const nestedWorkspace = (ws: Workspace): Workspace => ({
  ...ws,
  database: nested(ws.database),
  pages: Object.fromEntries(Object.entries(ws.pages).map(([id, m]) => [id, nested(m)]))
})

/** Add a column of any type to the database, with raw property values per row id. */
export function addColumn(
  ws: Workspace,
  column: { key: string; name: string; type: string; options?: unknown[] },
  values: Record<string, unknown>
): Workspace {
  const tables = ws.database as unknown as Tables
  for (const c of Object.values(tables.collection ?? {})) {
    const value = c.value as { schema: Record<string, unknown> }
    value.schema[column.key] = { name: column.name, type: column.type, options: column.options }
  }
  for (const [id, raw] of Object.entries(values)) {
    const block = tables.block?.[id]?.value as { properties: Record<string, unknown> } | undefined
    if (block) block.properties[column.key] = raw
  }
  return ws
}

export const rowId = (key: string, seed = 'test') => stableId(`${seed}/row/${key}`)

/**
 * Put NotionNext's Config table (an inline database) on a row's page: one row per entry of
 * `[name, value, enabled]`, with the given column names.
 */
export function addConfigTable(
  ws: Workspace,
  configRowId: string,
  entries: [string, string, boolean][],
  columns: [string, string, string] = ['Name', 'Value', 'Enable']
): Workspace {
  const map = ws.pages[configRowId] as unknown as Tables & { collection_query: unknown }
  const tableId = stableId(`${configRowId}/table`)
  const collectionId = stableId(`${configRowId}/table/collection`)
  const viewId = stableId(`${configRowId}/table/view`)
  const page = map.block![configRowId]!.value as { content?: string[] }
  page.content = [...(page.content ?? []), tableId]
  map.block![tableId] = wrap({
    id: tableId,
    type: 'collection_view',
    collection_id: collectionId,
    view_ids: [viewId],
    parent_id: configRowId,
    parent_table: 'block',
    alive: true
  })
  const rowIds = entries.map(([name, value, enabled]) => {
    const id = stableId(`${configRowId}/table/${name}`)
    map.block![id] = wrap({
      id,
      type: 'page',
      parent_id: collectionId,
      parent_table: 'collection',
      alive: true,
      properties: {
        title: rt(name),
        vvvv: rt(value),
        eeee: enabled ? rt('Yes') : rt('No')
      }
    })
    return id
  })
  map.collection = {
    ...map.collection,
    [collectionId]: wrap({
      id: collectionId,
      name: rt('Config'),
      schema: {
        title: { name: columns[0], type: 'title' },
        vvvv: { name: columns[1], type: 'text' },
        eeee: { name: columns[2], type: 'checkbox' }
      }
    })
  }
  map.collection_view = { ...map.collection_view, [viewId]: wrap({ id: viewId, type: 'table' }) }
  map.collection_query = {
    [collectionId]: {
      [viewId]: { collection_group_results: { type: 'results', blockIds: rowIds } }
    }
  }
  return ws
}
