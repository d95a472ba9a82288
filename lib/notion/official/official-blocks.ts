import { log } from '@/lib/log'
import type { OfficialBlock, OfficialFile } from '@/lib/notion/official/api-types'
import { fileUrlOf, iconOf, isNotionHosted } from '@/lib/notion/official/official-files'
import { decorationsOf, type Decoration, type Mentions } from '@/lib/notion/official/rich-text'

/** A block value of the record map (what notion-types' Block holds), built by the converter. */
export interface RecordBlock {
  id: string
  type: string
  parent_id: string
  parent_table: string
  alive: boolean
  created_time?: number
  last_edited_time?: number
  properties?: Record<string, unknown>
  format?: Record<string, unknown>
  content?: string[]
  [field: string]: unknown
}

/** Record-map block types of the official types that only differ by name. */
const SAME_TEXT: Record<string, string> = {
  paragraph: 'text',
  heading_1: 'header',
  heading_2: 'sub_header',
  heading_3: 'sub_sub_header',
  heading_4: 'sub_sub_header',
  bulleted_list_item: 'bulleted_list',
  numbered_list_item: 'numbered_list',
  toggle: 'toggle',
  quote: 'quote',
  to_do: 'to_do',
  callout: 'callout',
  code: 'code',
  template: 'text'
}

const MEDIA = new Set(['image', 'video', 'audio', 'file', 'pdf', 'embed'])
/** Media whose record-map block shows `format.display_source`. */
const DISPLAYED = new Set(['image', 'video', 'pdf', 'embed'])

/** Embeds the renderer draws as blocks of their own in the private API's record maps. */
const EMBED_KINDS: [RegExp, string][] = [
  [/^https:\/\/(www\.)?(twitter|x)\.com\/[^/]+\/status\/\d+/, 'tweet'],
  [/^https:\/\/(www\.)?google\.[a-z.]+\/maps\//, 'maps'],
  [/^https:\/\/(www\.)?figma\.com\//, 'figma'],
  [/^https:\/\/gist\.github\.com\//, 'gist'],
  [/^https:\/\/codepen\.io\//, 'codepen'],
  // A Google Drive file is a link card in the private API's record maps (its `drive` block).
  [/^https:\/\/(docs|drive)\.google\.com\//, 'bookmark']
]

/** Official languages are lower case; the record map holds the label Notion shows. */
const LANGUAGE_LABELS: Record<string, string> = {
  'plain text': 'Plain Text',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  'c++': 'C++',
  'c#': 'C#',
  css: 'CSS',
  html: 'HTML',
  json: 'JSON',
  php: 'PHP',
  sql: 'SQL',
  yaml: 'YAML',
  graphql: 'GraphQL',
  latex: 'LaTeX',
  powershell: 'PowerShell',
  webassembly: 'WebAssembly',
  'objective-c': 'Objective-C',
  coffeescript: 'CoffeeScript',
  'f#': 'F#',
  xml: 'XML',
  toml: 'TOML',
  vb: 'VB.Net',
  'vb.net': 'VB.Net',
  'visual basic': 'Visual Basic',
  'java/c/c++/c#': 'Java/C/C++/C#',
  markup: 'Markup',
  mermaid: 'Mermaid'
}

export const languageLabel = (language: string): string =>
  LANGUAGE_LABELS[language.toLowerCase()] ??
  language.replace(/(^|[\s-])([a-z])/g, (_m, space: string, c: string) => space + c.toUpperCase())

const str = (value: unknown) => (typeof value === 'string' ? value : '')
const time = (iso: unknown) => {
  const t = Date.parse(str(iso))
  return Number.isNaN(t) ? undefined : t
}

/** The type-specific object of an official block (`block[block.type]`). */
const detailsOf = (block: OfficialBlock) => {
  const details = block[block.type]
  return (details && typeof details === 'object' ? details : {}) as Record<string, unknown>
}

function embedKind(url: string): string {
  return EMBED_KINDS.find(([pattern]) => pattern.test(url))?.[1] ?? 'embed'
}

/** The record-map type and fields of a block's own content (not its children). */
function converted(
  block: OfficialBlock,
  mentions: Mentions
): {
  type: string
  properties: Record<string, unknown>
  format: Record<string, unknown>
  signed?: string
} | null {
  const d = detailsOf(block)
  const properties: Record<string, unknown> = {}
  const format: Record<string, unknown> = {}
  const rich = (value: unknown): Decoration[] => decorationsOf(value, mentions)
  const caption = rich(d.caption)
  if (caption.length) properties.caption = caption
  const color = str(d.color)
  if (color && color !== 'default') format.block_color = color
  const textType = SAME_TEXT[block.type]
  if (textType) {
    const title = rich(d.rich_text)
    if (title.length) properties.title = title
    if (d.is_toggleable === true) format.toggleable = true
    if (block.type === 'to_do' && d.checked === true) properties.checked = [['Yes']]
    if (block.type === 'callout') {
      const icon = iconOf(d.icon as OfficialFile | undefined)
      if (icon) format.page_icon = icon
    }
    if (block.type === 'code')
      properties.language = [[languageLabel(str(d.language) || 'plain text')]]
    return { type: textType, properties, format }
  }
  if (MEDIA.has(block.type)) {
    const file = d as OfficialFile & { url?: string }
    const url = fileUrlOf(file) || str(file.url)
    if (!url) return null
    const type = block.type === 'embed' ? embedKind(url) : block.type
    if (type === 'bookmark') {
      properties.link = [[url]]
      return { type, properties, format }
    }
    properties.source = [[url]]
    if (DISPLAYED.has(block.type)) format.display_source = url
    if (block.type === 'file')
      properties.title = [
        [str(file.name) || decodeURIComponent(url.split('?')[0]?.split('/').pop() ?? 'file')]
      ]
    return { type, properties, format, ...(isNotionHosted(file) ? { signed: url } : {}) }
  }
  switch (block.type) {
    case 'bookmark':
    case 'link_preview': {
      const url = str(d.url)
      if (!url) return null
      properties.link = [[url]]
      return { type: 'bookmark', properties, format }
    }
    case 'equation':
      properties.title = [[str(d.expression)]]
      return { type: 'equation', properties, format }
    case 'divider':
    case 'breadcrumb':
    case 'table_of_contents':
    case 'column_list':
      return { type: block.type, properties, format }
    case 'column': {
      const ratio = d.width_ratio
      if (typeof ratio === 'number' && ratio > 0) format.column_ratio = ratio
      return { type: 'column', properties, format }
    }
    case 'table': {
      const width = typeof d.table_width === 'number' ? d.table_width : 0
      format.table_block_column_order = Array.from({ length: width }, (_, i) => String(i))
      if (d.has_column_header === true) format.table_block_column_header = true
      if (d.has_row_header === true) format.table_block_row_header = true
      return { type: 'table', properties, format }
    }
    case 'table_row': {
      const cells = Array.isArray(d.cells) ? (d.cells as unknown[]) : []
      cells.forEach((cell, i) => (properties[String(i)] = rich(cell)))
      return { type: 'table_row', properties, format }
    }
    case 'child_page':
      properties.title = [[str(d.title)]]
      return { type: 'page', properties, format }
    case 'link_to_page': {
      const id = str(d.page_id) || str(d.database_id)
      if (!id) return null
      format.alias_pointer = { id, table: 'block' }
      return { type: 'alias', properties, format }
    }
    case 'synced_block':
      return { type: 'transclusion_container', properties, format }
    default:
      return null
  }
}

/**
 * One official block as a record-map block, without its children (the reader adds `content`).
 * Null for a block the record map cannot show (logged once per type): it is left out, as the
 * renderer leaves out a block it does not know.
 */
export function recordBlockOf(
  block: OfficialBlock,
  parentId: string,
  mentions: Mentions,
  signedUrls: Record<string, string>
): RecordBlock | null {
  const out = converted(block, mentions)
  if (!out) {
    log.warnOnce(
      `official:block:${block.type}`,
      `Notion's official API gives a "${block.type}" block the site cannot show (first seen: ${block.id}); it is left out`
    )
    return null
  }
  if (out.signed) signedUrls[block.id] = out.signed
  const created = time(block.created_time)
  const edited = time(block.last_edited_time)
  return {
    id: block.id,
    type: out.type,
    parent_id: parentId,
    parent_table: 'block',
    alive: true,
    ...(created !== undefined ? { created_time: created } : {}),
    ...(edited !== undefined ? { last_edited_time: edited } : {}),
    ...(Object.keys(out.properties).length ? { properties: out.properties } : {}),
    ...(Object.keys(out.format).length ? { format: out.format } : {})
  }
}

/** Blocks whose children are another page's or database's, never part of this page's body. */
export const OWN_CHILDREN_EXCLUDED = new Set(['child_page', 'child_database'])
