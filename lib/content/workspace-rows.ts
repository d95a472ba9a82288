import type { ExtendedRecordMap } from 'notion-types'
import type { SiteConfig } from '@/lib/config/types'
import { log } from '@/lib/log'
import type { Workspace } from '@/lib/notion/types'
import {
  readCollectionTable,
  recordOf,
  type CollectionTable,
  type Rec
} from '@/lib/content/collection-table'
import { readConfigTable } from '@/lib/content/config-table'
import { textOf, readRowCells } from '@/lib/content/row-properties'
import { rowTypeOf } from '@/lib/content/row-kind'

export interface WorkspaceRows {
  table: CollectionTable | null
  root: Rec | null
  /** Row page blocks in view order. */
  rows: Rec[]
}

const dashed = (id: string) => {
  const hex = id.replace(/-/g, '')
  return /^[0-9a-f]{32}$/i.test(hex)
    ? `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
    : id
}

/** The blog database of a workspace and its live rows, read from the view's query results. */
export function readWorkspaceRows(workspace: Workspace): WorkspaceRows {
  const db = workspace.database
  const candidates = [workspace.rootPageId, dashed(workspace.rootPageId), firstBlockId(db)]
  for (const id of candidates) {
    if (!id) continue
    const table = readCollectionTable(db, id)
    if (!table) continue
    const rows = table.rowIds
      .map((rowId) => recordOf(db, 'block', rowId) ?? pageBlock(workspace, rowId))
      .filter((b): b is Rec => b !== null && b.alive !== false && b.type === 'page')
    return { table, root: recordOf(db, 'block', id), rows }
  }
  log.warn(`Workspace ${workspace.rootPageId}: no database found on the page; the site is empty`)
  return { table: null, root: recordOf(db, 'block', workspace.rootPageId), rows: [] }
}

const firstBlockId = (map: ExtendedRecordMap) => Object.keys(map.block ?? {})[0] ?? null

export function pageMapOf(workspace: Workspace, id: string): ExtendedRecordMap | null {
  return workspace.pages[id] ?? workspace.pages[id.replace(/-/g, '')] ?? null
}

/**
 * Whether a row's page is served: fetched, or (on a server) still to be loaded on demand, when
 * its post page asks for it. A row whose page failed to load is left out (404).
 */
export const hasPage = (workspace: Workspace, id: string): boolean =>
  pageMapOf(workspace, id) !== null || Boolean(workspace.lazy?.pending.has(id))

const pageBlock = (workspace: Workspace, id: string) => {
  const map = pageMapOf(workspace, id)
  return map ? recordOf(map, 'block', id) : null
}

/**
 * Settings from the first Config row's inline table. Column names come from file and env
 * settings, since the table itself may not rename the columns it is found by.
 */
export function notionConfigRows(
  workspace: Workspace,
  read: WorkspaceRows,
  envConfig: SiteConfig
): Record<string, string> {
  if (!read.table) return {}
  const schema = read.table.schema
  const configRow = read.rows.find(
    (row) =>
      rowTypeOf(
        textOf(readRowCells(row.properties, schema), envConfig.NOTION_PROPERTY_TYPE),
        envConfig
      ) === 'Config'
  )
  if (!configRow) return {}
  const map = pageMapOf(workspace, configRow.id)
  if (!map) {
    log.warn(`Config row ${configRow.id}: its page was not fetched; no settings read from Notion`)
    return {}
  }
  return readConfigTable(map, configRow.id)
}
