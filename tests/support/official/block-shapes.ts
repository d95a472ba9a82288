import type { OfficialBlock, OfficialFile } from '@/lib/notion/official/api-types'
import { officialRichText, type ShapeContext } from './rich-text-shapes'

/** A record-map block value, as the demo and the captures hold it. */
export interface RecordValue {
  id: string
  type: string
  properties?: Record<string, unknown>
  format?: Record<string, unknown>
  content?: string[]
  created_time?: number
  last_edited_time?: number
  [field: string]: unknown
}

const TEXT_TYPES: Record<string, string> = {
  text: 'paragraph',
  header: 'heading_1',
  sub_header: 'heading_2',
  sub_sub_header: 'heading_3',
  bulleted_list: 'bulleted_list_item',
  numbered_list: 'numbered_list_item',
  toggle: 'toggle',
  quote: 'quote',
  to_do: 'to_do',
  callout: 'callout',
  code: 'code'
}

/** Embeds of the private API that the official one gives as a plain `embed` of their URL. */
const AS_EMBED = new Set(['embed', 'tweet', 'maps', 'drive', 'figma', 'gist', 'codepen'])
const MEDIA = new Set(['image', 'video', 'audio', 'pdf', 'file'])

const first = (value: unknown) =>
  Array.isArray(value) && Array.isArray(value[0]) ? String(value[0][0] ?? '') : ''

/** An icon or a URL as an official file object (an emoji stays an emoji). */
export function officialIcon(value: unknown): OfficialFile | null {
  if (typeof value !== 'string' || !value) return null
  if (/^(https?:)?\//.test(value)) return { type: 'external', external: { url: value } }
  return { type: 'emoji', emoji: value }
}

/**
 * A record-map block as the official API answers it (the children are listed apart), or null
 * when the official API has no such block (it answers `unsupported`, which the mock leaves out
 * as the converter does).
 */
export function officialBlockOf(
  block: RecordValue,
  ctx: ShapeContext,
  hasChildren: boolean
): OfficialBlock | null {
  const p = block.properties ?? {}
  const f = block.format ?? {}
  const rich = (value: unknown) => officialRichText(value, ctx)
  const color = typeof f.block_color === 'string' ? f.block_color : 'default'
  let type = TEXT_TYPES[block.type]
  let details: Record<string, unknown>
  if (type) {
    details = { rich_text: rich(p.title), color }
    if (block.type.endsWith('header')) details.is_toggleable = f.toggleable === true
    if (block.type === 'to_do') details.checked = first(p.checked) === 'Yes'
    if (block.type === 'callout') details.icon = officialIcon(f.page_icon)
    if (block.type === 'code') {
      details = {
        rich_text: rich(p.title),
        language: (first(p.language) || 'plain text').toLowerCase(),
        caption: rich(p.caption)
      }
    }
  } else if (MEDIA.has(block.type) || AS_EMBED.has(block.type)) {
    type = AS_EMBED.has(block.type) ? 'embed' : block.type
    const url = first(p.source)
    if (!url) return null
    details =
      type === 'embed'
        ? { url, caption: rich(p.caption) }
        : {
            type: 'external',
            external: { url },
            caption: rich(p.caption),
            ...(block.type === 'file' ? { name: first(p.title) } : {})
          }
  } else {
    switch (block.type) {
      case 'bookmark':
        type = 'bookmark'
        details = { url: first(p.link), caption: rich(p.caption) }
        break
      case 'equation':
        type = 'equation'
        details = { expression: first(p.title) }
        break
      case 'divider':
      case 'breadcrumb':
      case 'column_list':
        type = block.type
        details = {}
        break
      case 'table_of_contents':
        type = 'table_of_contents'
        details = { color }
        break
      case 'column':
        type = 'column'
        details = typeof f.column_ratio === 'number' ? { width_ratio: f.column_ratio } : {}
        break
      case 'table': {
        type = 'table'
        const order = Array.isArray(f.table_block_column_order) ? f.table_block_column_order : []
        details = {
          table_width: order.length,
          has_column_header: f.table_block_column_header === true,
          has_row_header: f.table_block_row_header === true
        }
        break
      }
      case 'page':
        type = 'child_page'
        details = { title: first(p.title) }
        break
      case 'alias': {
        const target = (f.alias_pointer as { id?: string } | undefined)?.id
        if (!target) return null
        type = 'link_to_page'
        details = { type: 'page_id', page_id: target }
        break
      }
      case 'transclusion_container':
        type = 'synced_block'
        details = { synced_from: null }
        break
      case 'transclusion_reference': {
        type = 'synced_block'
        const original = (f.transclusion_reference_pointer as { id?: string } | undefined)?.id
        details = { synced_from: original ? { type: 'block_id', block_id: original } : null }
        break
      }
      default:
        return null
    }
  }
  const iso = (t: unknown) => new Date(typeof t === 'number' ? t : 0).toISOString()
  return {
    object: 'block',
    id: block.id,
    type,
    created_time: iso(block.created_time),
    last_edited_time: iso(block.last_edited_time),
    has_children: hasChildren,
    in_trash: false,
    [type]: details
  }
}

/** A table row's cells, in its table's column order. */
export function officialTableRow(
  row: RecordValue,
  order: string[],
  ctx: ShapeContext
): OfficialBlock {
  return {
    object: 'block',
    id: row.id,
    type: 'table_row',
    has_children: false,
    table_row: { cells: order.map((column) => officialRichText(row.properties?.[column], ctx)) }
  }
}
