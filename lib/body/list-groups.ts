/**
 * Lists as HTML wants them. react-notion-x draws every list block on its own: a top-level item as
 * a one-item `<ul>` or `<ol>`, and an item's children as a second list beside its `<li>`, inside
 * the parent list (a list directly inside a list: invalid markup, flagged by axe's `list` rule).
 * Its list markup cannot be swapped through its component overrides, but an embed block is handed
 * whole to `components.Embed`. So before rendering, each run of consecutive items of one list
 * type becomes one synthetic group block of type `embed`, marked by `listGroup` (a field Notion's
 * data never carries: preparation keeps only known fields), which the renderer's list part draws
 * as one list with one `<li>` per item and the item's children inside it. An item's other
 * children (paragraphs, images, code) are gathered into synthetic containers the list part hands
 * back to react-notion-x. Real blocks keep their ids and parents (list numbering styles and the
 * table of contents walk parents); only content arrays are rewritten, on copies.
 */
import { PAGE_TYPES, unwrap, type BlockRecord } from '@/lib/body/record'

export type ListType = 'bulleted_list' | 'numbered_list'

/** A run of consecutive list items of one type, drawn as one list. */
export interface ListGroupBlock extends BlockRecord {
  type: 'embed'
  listGroup: ListType
  content: string[]
  /** How a numbered list counts: as in Notion, nested ones in letters, then roman numerals. */
  numbering?: (typeof NUMBERING)[number]
}

const NUMBERING = ['decimal', 'lower-alpha', 'lower-roman'] as const

type BlockTable = Record<string, unknown>

const isListType = (type: unknown): type is ListType =>
  type === 'bulleted_list' || type === 'numbered_list'

export const isListGroup = (block: unknown): block is ListGroupBlock => {
  const value = block as Partial<ListGroupBlock> | null
  return (
    !!value && value.type === 'embed' && isListType(value.listGroup) && Array.isArray(value.content)
  )
}

/**
 * A copy of a record map's block table with lists grouped: every block's content (pages' own
 * excepted: they are not drawn, and react-notion-x reads their content for the table of contents)
 * has its list runs replaced by group blocks, and every list item's content is split into nested
 * groups and containers of its other children.
 */
export function groupLists(blocks: BlockTable): BlockTable {
  const out: BlockTable = { ...blocks }
  for (const [id, record] of Object.entries(blocks)) {
    const block = unwrap(record)
    if (!block || !Array.isArray(block.content) || PAGE_TYPES.has(block.type)) continue
    const content = regroup(blocks, out, id, block.content, isListType(block.type))
    out[id] = { role: 'reader', value: { ...block, content } }
  }
  return out
}

/**
 * `content` with each run of same-type list items as one group; inside a list item, each run of
 * other blocks as one container too, since the item's children are drawn by our list part.
 */
function regroup(
  blocks: BlockTable,
  out: BlockTable,
  parentId: string,
  content: readonly unknown[],
  inListItem: boolean
): string[] {
  const result: string[] = []
  let run: string[] = []
  let runType: string | null = null
  const flush = () => {
    if (!run.length) return
    const id = `${parentId}:${isListType(runType) ? 'list' : 'blocks'}:${result.length}`
    const value = isListType(runType)
      ? {
          id,
          type: 'embed',
          listGroup: runType,
          content: run,
          parent_id: parentId,
          ...(runType === 'numbered_list' ? { numbering: numberingUnder(blocks, parentId) } : {})
        }
      : { id, type: 'transclusion_container', content: run, parent_id: parentId }
    out[id] = { role: 'reader', value: { ...value, parent_table: 'block' } }
    result.push(id)
    run = []
  }
  for (const child of content) {
    if (typeof child !== 'string') continue
    const type = unwrap(blocks[child])?.type
    if (!isListType(type) && !inListItem) {
      flush()
      result.push(child)
      runType = null
      continue
    }
    const kind = isListType(type) ? type : 'blocks'
    if (kind !== runType) flush()
    runType = kind
    run.push(child)
  }
  flush()
  return result
}

/** The numbering of a numbered list under `parentId`: one step per numbered item it sits in. */
function numberingUnder(blocks: BlockTable, parentId: string): (typeof NUMBERING)[number] {
  let depth = 0
  const seen = new Set<string>()
  for (let id: string | undefined = parentId; id && !seen.has(id);) {
    seen.add(id)
    const block: BlockRecord | undefined = unwrap(blocks[id])
    if (block?.type !== 'numbered_list') break
    depth++
    id = block.parent_id
  }
  return NUMBERING[depth % NUMBERING.length] ?? 'decimal'
}
