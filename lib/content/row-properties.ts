import type { SchemaProperty } from '@/lib/content/collection-table'
import { parseNotionDate, type NotionDate } from '@/lib/content/notion-date'
import { decorationOf } from '@/lib/content/rich-text'
import { plainText } from '@/lib/body/rich-text'

/** One cell of a database row, read once for every way it may be used. */
export interface Cell {
  type: string
  text: string
  /** Select/multi-select options; Notion joins them with commas in one segment. */
  list: string[]
  date: NotionDate | null
  /** The first link of the cell (a file column's file, a linked text), else null. */
  link: string | null
}

export type RowCells = Map<string, Cell>

/** A row's cells by column name; every property type reads as text, selects also as a list. */
export function readRowCells(
  properties: unknown,
  schema: Readonly<Record<string, SchemaProperty>>
): RowCells {
  const cells: RowCells = new Map()
  const props =
    properties !== null && typeof properties === 'object'
      ? (properties as Record<string, unknown>)
      : {}
  for (const [key, column] of Object.entries(schema)) {
    const raw = props[key]
    const text = column.type === 'date' ? '' : plainText(raw).trim()
    const isSelect = column.type === 'select' || column.type === 'multi_select'
    cells.set(column.name, {
      type: column.type,
      text,
      list: isSelect
        ? text
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : text
          ? [text]
          : [],
      date: parseNotionDate(decorationOf(raw, 'd')),
      link: linkOf(raw)
    })
  }
  return cells
}

function linkOf(raw: unknown): string | null {
  const link = decorationOf(raw, 'a')
  return typeof link === 'string' && link ? link : null
}

/** A cell by column name: exact first, then ignoring case and surrounding spaces. */
export function cellOf(cells: RowCells, name: string): Cell | null {
  const exact = cells.get(name)
  if (exact) return exact
  const wanted = name.trim().toLowerCase()
  for (const [column, cell] of cells) if (column.trim().toLowerCase() === wanted) return cell
  return null
}

export const textOf = (cells: RowCells, name: string): string => cellOf(cells, name)?.text ?? ''

/** A checkbox reads 'Yes'; NotionNext owners also type these into text columns. */
export function isTruthyCell(cell: Cell | null): boolean {
  const text = cell?.text.trim().toLowerCase() ?? ''
  return ['yes', 'true', '1', '是', '启用', '啟用', 'on', '✓', '✅'].includes(text)
}
