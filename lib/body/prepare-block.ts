import { highlightCode } from '@/lib/body/highlight-code'
import { keepImage, prepareMedia } from '@/lib/body/prepare-media'
import { prepareRichText } from '@/lib/body/prepare-rich-text'
import { blockOf, isObject, type BlockRecord } from '@/lib/body/record'
import { renderEquation } from '@/lib/body/render-equation'
import { isRichText, plainText } from '@/lib/body/rich-text'
import { safeUrl } from '@/lib/body/safe-url'
import type { PrepareContext } from '@/lib/body/types'

/** Every block type the renderer supports; anything else is dropped before rendering. */
export const KNOWN_BLOCK_TYPES: ReadonlySet<string> = new Set([
  'page',
  'collection_view_page',
  'collection_view',
  'header',
  'sub_header',
  'sub_sub_header',
  'text',
  'bulleted_list',
  'numbered_list',
  'to_do',
  'quote',
  'callout',
  'toggle',
  'divider',
  'code',
  'equation',
  'column_list',
  'column',
  'table',
  'table_row',
  'bookmark',
  'embed',
  'video',
  'image',
  'pdf',
  'audio',
  'file',
  'drive',
  'tweet',
  'table_of_contents',
  'transclusion_container',
  'transclusion_reference',
  'alias'
])

/**
 * Notion's named embeds (and maps) are embeds with a known host: render them as one, in our
 * sandboxed frame (react-notion-x would frame them itself, unsandboxed).
 */
export const EMBED_ALIASES: ReadonlySet<string> = new Set([
  'maps',
  'figma',
  'gist',
  'codepen',
  'typeform',
  'excalidraw',
  'replit',
  'miro',
  'loom'
])

const MEDIA = new Set(['image', 'video', 'embed', 'pdf', 'audio', 'file', 'drive', 'tweet'])
/** Fields rendering reads; the rest (authors, times, permissions, crdt data) is left behind. */
const FIELDS = ['id', 'type', 'properties', 'format', 'content', 'parent_id', 'parent_table']
const DB_FIELDS = ['collection_id', 'view_ids']

/** A copy of one block with its text and URLs made safe and its code and TeX rendered. */
export function prepareBlock(source: BlockRecord, ctx: PrepareContext): BlockRecord | null {
  const block = { type: source.type } as BlockRecord
  for (const field of [...FIELDS, ...DB_FIELDS]) if (field in source) block[field] = source[field]
  if (isObject(block.properties)) {
    const properties: Record<string, unknown> = {}
    // Every block property is rich text; anything else is damaged data the renderer would choke on.
    for (const [k, v] of Object.entries(block.properties)) {
      if (isRichText(v))
        properties[k] = k === 'source' || k === 'link' ? v : prepareRichText(v, block.id, ctx)
    }
    block.properties = properties
  }
  if (isObject(block.format)) block.format = prepareIcon(block, { ...block.format }, ctx)
  if (MEDIA.has(block.type)) return prepareMedia(block, ctx)
  switch (block.type) {
    case 'code':
      ctx.code[block.id] = highlightCode(
        plainText(block.properties?.title),
        plainText(block.properties?.language)
      )
      return block
    case 'equation':
      ctx.equations[block.id] = renderEquation(plainText(block.properties?.title), true)
      return block
    case 'bookmark':
      return prepareBookmark(block, ctx)
    case 'table_row': {
      // A row needs a parent table with a column order.
      const table = block.parent_id ? blockOf(ctx.src, block.parent_id) : undefined
      const order = table?.format?.table_block_column_order
      return table?.type === 'table' && Array.isArray(order) ? block : null
    }
    default:
      return block
  }
}

function prepareIcon(block: BlockRecord, format: Record<string, unknown>, ctx: PrepareContext) {
  const icon = format.page_icon
  if (typeof icon !== 'string') return format
  // An emoji or one of Notion's own '/icons/...' stays; a URL must be a showable image.
  if (/^[a-z][a-z0-9+.-]*:/i.test(icon) && !keepImage(block, icon, ctx)) delete format.page_icon
  return format
}

function prepareBookmark(block: BlockRecord, ctx: PrepareContext): BlockRecord | null {
  const link = safeUrl(plainText(block.properties?.link))
  if (!link) return null
  const format = { ...block.format }
  for (const key of ['bookmark_icon', 'bookmark_cover']) {
    if (format[key] !== undefined && !keepImage(block, format[key], ctx)) delete format[key]
  }
  return { ...block, format, properties: { ...block.properties, link: [[link]] } }
}
