import { tableOf, unwrap } from '@/lib/body/record'
import type { PreparedBlocks } from '@/lib/body/types'

/**
 * Blocks whose rendering is plain markup (text, headings, lists, quotes, callouts, dividers,
 * columns, tables, to-dos, a table of contents' anchors, a bookmark's link, a link to a page, a
 * synced block's content, a native <details> toggle, an <audio> player, an embed's sandboxed
 * frame, an equation's KaTeX markup) or markup with behaviour StaticBody gives it without the
 * renderer (an image: zoom on click, its alt text if it fails to load; code: its copy and fold
 * buttons, Mermaid's diagram; a database: every view drawn, its tabs switching them). Not here:
 * video (click-to-load players), tweets and PDFs (drawn in the browser only).
 */
const STATIC_TYPES: ReadonlySet<string> = new Set([
  'page',
  'text',
  'header',
  'sub_header',
  'sub_sub_header',
  'bulleted_list',
  'numbered_list',
  'quote',
  'callout',
  'divider',
  'column_list',
  'column',
  'table',
  'table_row',
  'to_do',
  'toggle',
  'table_of_contents',
  'bookmark',
  'audio',
  'image',
  'code',
  'equation',
  'embed',
  'alias',
  'transclusion_container',
  'transclusion_reference',
  'collection_view',
  'collection_view_page'
])

const blocksOf = (body: PreparedBlocks) =>
  Object.values(tableOf(body.blockMap, 'block')).map((record) => unwrap(record))

/**
 * Whether a body needs no renderer once drawn: only the blocks above, no spoiler, and copying
 * allowed (forbidding it takes a handler). Such a body can keep the server's HTML in the browser
 * instead of loading the renderer to draw it again.
 */
export function isStaticBody(body: PreparedBlocks, config: { CAN_COPY: boolean }): boolean {
  if (!config.CAN_COPY) return false
  const blocks = blocksOf(body)
  if (!blocks.every((block) => block && STATIC_TYPES.has(block.type))) return false
  return !JSON.stringify(body.blockMap).includes('"spoiler"')
}

/** Whether a code block's language label is Mermaid's. */
export const isMermaid = (label: string) => label.trim().toLowerCase() === 'mermaid'

/** What a kept body holds that needs a stylesheet or behaviour of its own (StaticBody). */
export interface KeptBodyNeeds {
  /** Code blocks: their token colours, copy and fold buttons. */
  code: boolean
  /** Equations: KaTeX's stylesheet. */
  equations: boolean
  /** Databases: their view tabs. */
  databases: boolean
  /** Mermaid code: drawn as a diagram in the browser. */
  mermaid: boolean
}

export function keptBodyNeeds(body: PreparedBlocks): KeptBodyNeeds {
  return {
    code: Object.keys(body.code).length > 0,
    equations: Object.keys(body.equations).length > 0,
    databases: Object.keys(tableOf(body.blockMap, 'collection')).length > 0,
    mermaid: Object.values(body.code).some((code) => isMermaid(code.label))
  }
}

/**
 * Whether a body is markup alone once drawn: a static body (isStaticBody) with no image, code,
 * equation or database, so nothing in it needs a behaviour or stylesheet of its own. The browser
 * can keep its server HTML without loading even StaticBody (a site notice's body).
 */
export function isMarkupBody(body: PreparedBlocks, config: { CAN_COPY: boolean }): boolean {
  if (!isStaticBody(body, config)) return false
  const needs = keptBodyNeeds(body)
  if (needs.code || needs.equations || needs.databases) return false
  return blocksOf(body).every((block) => block?.type !== 'image')
}
