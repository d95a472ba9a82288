import type { ExtendedRecordMap } from 'notion-types'
import { log } from '@/lib/log'
import { readCollectionTable, recordOf } from '@/lib/content/collection-table'
import { cellOf, isTruthyCell, readRowCells, type RowCells } from '@/lib/content/row-properties'

const NAME_COLUMNS = ['Name', '配置名', 'name', 'key']
const VALUE_COLUMNS = ['Value', '配置值', 'value']
const ENABLE_COLUMNS = ['Enable', '启用', '啟用', 'enable', 'enabled']

const first = (cells: RowCells, names: readonly string[]) =>
  names.map((n) => cellOf(cells, n)).find((c) => c !== null) ?? null

/**
 * The enabled rows of the inline table on the Config row's page (NotionNext: Name / Value /
 * Enable, or 配置名 / 配置值 / 启用), as text for loadConfig. An `INLINE_CONFIG` row holds a JSON
 * object whose entries are merged the same way, as NotionNext does.
 */
export function readConfigTable(
  pageMap: ExtendedRecordMap,
  pageId: string
): Record<string, string> {
  const table = readCollectionTable(pageMap, pageId)
  if (!table) {
    log.warn(
      `Config row ${pageId}: no inline table found on its page; no settings read from Notion`
    )
    return {}
  }
  const rows: Record<string, string> = {}
  for (const id of table.rowIds) {
    const row = recordOf(pageMap, 'block', id)
    if (!row || row.alive === false) continue
    const cells = readRowCells(row.properties, table.schema)
    const name = first(cells, NAME_COLUMNS)?.text.trim()
    if (!name || !isTruthyCell(first(cells, ENABLE_COLUMNS))) continue
    rows[name] = first(cells, VALUE_COLUMNS)?.text ?? ''
  }
  return mergeInlineConfig(rows)
}

function mergeInlineConfig(rows: Record<string, string>): Record<string, string> {
  const { INLINE_CONFIG: inline, ...rest } = rows
  if (inline === undefined) return rest
  let parsed: unknown
  try {
    parsed = JSON.parse(inline)
  } catch {
    log.warn('Notion Config table: INLINE_CONFIG is not valid JSON, ignored')
    return rest
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    log.warn('Notion Config table: INLINE_CONFIG must be a JSON object, ignored')
    return rest
  }
  for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
    rest[key] = typeof value === 'string' ? value : JSON.stringify(value)
  }
  return rest
}
