import { tableOf, unwrap } from '@/lib/body/record'
import type { PreparedBlocks } from '@/lib/body/types'

/** Blocks whose rendering is plain markup: text, headings, lists, quotes, callouts, dividers. */
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
  'divider'
])

/**
 * Whether a body needs no script once drawn: only the blocks above, no code, equation, image,
 * database or spoiler, and copying allowed (forbidding it takes a handler). Such a body can keep
 * the server's HTML in the browser instead of loading the renderer to draw it again.
 */
export function isStaticBody(body: PreparedBlocks, config: { CAN_COPY: boolean }): boolean {
  if (!config.CAN_COPY) return false
  const extras = [body.code, body.equations, body.images, tableOf(body.blockMap, 'collection')]
  if (extras.some((table) => Object.keys(table).length > 0)) return false
  const blocks = Object.values(tableOf(body.blockMap, 'block')).map((record) => unwrap(record))
  if (!blocks.every((block) => block && STATIC_TYPES.has(block.type))) return false
  return !JSON.stringify(body.blockMap).includes('"spoiler"')
}
