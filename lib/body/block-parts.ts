/**
 * Blocks whose react-notion-x markup HTML does not allow, drawn by parts of ours instead.
 * - A heading: react-notion-x draws its scroll anchor as a <div> inside the heading's <span>
 *   (flow content in phrasing content: invalid, and an HTML parser may move it).
 * - An image with a caption: react-notion-x puts the <figcaption> inside a <div> in the <figure>
 *   (a figcaption must be the figure's first or last child). A caption that is a link is drawn
 *   as a link around the figure, with no figcaption: that one stays react-notion-x's.
 * Neither markup can be swapped through react-notion-x's component overrides; an embed block,
 * though, is handed whole to `components.Embed` (as list groups are: lib/body/list-groups). So
 * each such block is drawn from a copy of it typed `embed` and marked by `partType` (its real
 * type: a field Notion's data never carries), which the renderer's parts draw as react-notion-x
 * would, in valid markup.
 *
 * The copies sit under keys of their own, and so do copies of the blocks that lead to them from
 * the body's root container: the real blocks keep their content, which react-notion-x reads for
 * the table of contents (a page's headings, through columns and synced blocks) and list numbers.
 * A copy keeps its block's `id`, so its classes and anchors are the real block's.
 */
import { PAGE_TYPES, unwrap, type BlockRecord } from '@/lib/body/record'

export const HEADING_TYPES = new Set(['header', 'sub_header', 'sub_sub_header', 'header_4'])

/** A block typed as an embed to reach one of the renderer's parts; `partType` is its own type. */
export interface BlockPart extends BlockRecord {
  type: 'embed'
  partType: string
}

const isBlockPart = (block: unknown): block is BlockPart => {
  const value = block as Partial<BlockPart> | null
  return !!value && value.type === 'embed' && typeof value.partType === 'string'
}

export const isHeadingPart = (block: unknown): block is BlockPart =>
  isBlockPart(block) && HEADING_TYPES.has(block.partType)

export const isImagePart = (block: unknown): block is BlockPart =>
  isBlockPart(block) && block.partType === 'image'

/** The key under which a part's children (a toggleable heading's) sit, in a container of their own. */
export const partChildrenKey = (id: string) => `${id}:part-children`

// react-notion-x's own tests (AssetWrapper, notion-utils' parsePageId) of a caption it draws as a
// link rather than as text: a web address, or a path holding a page id.
const PAGE_ID = /\b([\da-f]{32}|[\da-f]{8}(?:-[\da-f]{4}){3}-[\da-f]{12})\b/
const URL_PATTERN =
  /^(https?:\/\/)?((([a-z\d]([a-z\d-]*[a-z\d])*)\.)+[a-z]{2,}|((\d{1,3}\.){3}\d{1,3}))(:\d+)?(\/[-a-z\d%_.~+]*)*(\?[;&a-z\d%_.~+=-]*)?(#[-a-z\d_]*)?$/i

/** An image whose caption react-notion-x would draw as a <figcaption> (text, not a link). */
function hasTextCaption(block: BlockRecord): boolean {
  const caption = (block.properties as { caption?: unknown } | undefined)?.caption
  if (!Array.isArray(caption) || !caption.length) return false
  const first: unknown = Array.isArray(caption[0]) ? caption[0][0] : undefined
  if (typeof first !== 'string' || !first) return true
  const pageLink = first.startsWith('/') && PAGE_ID.test(first.split('?')[0] ?? '')
  return !pageLink && !URL_PATTERN.test(first)
}

const needsPart = (block: BlockRecord) =>
  HEADING_TYPES.has(block.type) || (block.type === 'image' && hasTextCaption(block))

type BlockTable = Record<string, unknown>

/**
 * A copy of a block table where, from `rootKey` down (pages excepted: they are links), every
 * heading and captioned image is reached as a part; returns the table and the key to render the
 * root from.
 */
export function routeParts(
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
    if (needsPart(block)) {
      result = `${key}:part`
      const children = content?.length ? { content: [partChildrenKey(key)] } : {}
      if (content?.length)
        out[partChildrenKey(key)] = {
          role: 'reader',
          value: {
            id: partChildrenKey(key),
            type: 'transclusion_container',
            content,
            parent_id: key
          }
        }
      out[result] = {
        role: 'reader',
        value: { ...block, ...children, type: 'embed', partType: block.type }
      }
    } else if (content && content.some((child, i) => child !== block.content?.[i])) {
      result = `${key}:with-parts`
      out[result] = { role: 'reader', value: { ...block, content } }
    }
    routed.set(key, result)
    return result
  }
  return { blocks: out, rootKey: route(rootKey, new Set()) }
}
