/**
 * Headings as HTML wants them. react-notion-x draws a heading's scroll anchor as a <div> inside
 * the heading's <span> (flow content in phrasing content: invalid, and an HTML parser may move
 * it), and its heading markup cannot be swapped through its component overrides; an embed block,
 * though, is handed whole to `components.Embed` (as list groups are: lib/body/list-groups). So
 * each heading is drawn from a copy of it typed `embed` and marked by `headingType` (a field
 * Notion's data never carries), which the renderer's heading part draws as react-notion-x would,
 * in phrasing markup.
 *
 * The copies sit under keys of their own, and so do copies of the blocks that lead to them from
 * the body's root container: the real blocks keep their content, which react-notion-x reads for
 * the table of contents (a page's headings, through columns and synced blocks) and list numbers.
 * A copy keeps its block's `id`, so its classes and anchors are the real block's.
 */
import { PAGE_TYPES, unwrap, type BlockRecord } from '@/lib/body/record'

export const HEADING_TYPES = new Set(['header', 'sub_header', 'sub_sub_header', 'header_4'])

/** A heading, typed as an embed to reach the renderer's heading part. */
export interface HeadingPartBlock extends BlockRecord {
  type: 'embed'
  headingType: string
}

export const isHeadingPart = (block: unknown): block is HeadingPartBlock => {
  const value = block as Partial<HeadingPartBlock> | null
  return (
    !!value &&
    value.type === 'embed' &&
    typeof value.headingType === 'string' &&
    HEADING_TYPES.has(value.headingType)
  )
}

/** The key under which a toggleable heading's children sit, in a container of their own. */
export const headingChildrenKey = (id: string) => `${id}:heading-children`

type BlockTable = Record<string, unknown>

/**
 * A copy of a block table where, from `rootKey` down (pages excepted: they are links), every
 * heading is reached as a heading part; returns the table and the key to render the root from.
 */
export function routeHeadings(
  blocks: BlockTable,
  rootKey: string
): { blocks: BlockTable; rootKey: string } {
  const out: BlockTable = { ...blocks }
  const routed = new Map<string, string>()
  const route = (key: string, path: Set<string>): string => {
    const known = routed.get(key)
    if (known !== undefined) return known
    const block = unwrap(blocks[key])
    // A missing block, a page, or a cycle (a synced block inside itself) stays as it is.
    if (!block || PAGE_TYPES.has(block.type) || path.has(key)) return key
    path.add(key)
    const content = Array.isArray(block.content)
      ? block.content.map((child) => (typeof child === 'string' ? route(child, path) : child))
      : undefined
    path.delete(key)
    let result = key
    if (HEADING_TYPES.has(block.type)) {
      result = `${key}:heading`
      const children = content?.length ? { content: [headingChildrenKey(key)] } : {}
      if (content?.length)
        out[headingChildrenKey(key)] = {
          role: 'reader',
          value: {
            id: headingChildrenKey(key),
            type: 'transclusion_container',
            content,
            parent_id: key
          }
        }
      out[result] = {
        role: 'reader',
        value: { ...block, ...children, type: 'embed', headingType: block.type }
      }
    } else if (content && content.some((child, i) => child !== block.content?.[i])) {
      result = `${key}:with-heading-parts`
      out[result] = { role: 'reader', value: { ...block, content } }
    }
    routed.set(key, result)
    return result
  }
  return { blocks: out, rootKey: route(rootKey, new Set()) }
}
