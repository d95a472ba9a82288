import { tableOf, unwrap } from '@/lib/body/record'
import type { PreparedBlocks } from '@/lib/body/types'

/**
 * Blocks whose rendering is plain markup (text, headings, lists, quotes, callouts, dividers,
 * columns, tables, to-dos, a table of contents' anchors, a bookmark's link, a native <details>
 * toggle or <audio> player) or markup with one behaviour StaticBody gives it without the
 * renderer (an image: zoom on click, its alt text if it fails to load). Not here: code (fold and
 * copy buttons), equations (their stylesheet rides with their part), databases (view tabs),
 * video and embeds (click-to-load players, frames), PDFs (drawn in the browser only).
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
  'image'
])

/**
 * Whether a body needs no renderer once drawn: only the blocks above, no code, equation, database
 * or spoiler, and copying allowed (forbidding it takes a handler). Such a body can keep the
 * server's HTML in the browser instead of loading the renderer to draw it again.
 */
export function isStaticBody(body: PreparedBlocks, config: { CAN_COPY: boolean }): boolean {
  if (!config.CAN_COPY) return false
  const extras = [body.code, body.equations, tableOf(body.blockMap, 'collection')]
  if (extras.some((table) => Object.keys(table).length > 0)) return false
  const blocks = Object.values(tableOf(body.blockMap, 'block')).map((record) => unwrap(record))
  if (!blocks.every((block) => block && STATIC_TYPES.has(block.type))) return false
  return !JSON.stringify(body.blockMap).includes('"spoiler"')
}
