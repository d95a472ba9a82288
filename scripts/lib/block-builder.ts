import {
  SPACE_ID,
  stableId,
  wrap,
  type BlockValue,
  type RichText,
  type Wrapped
} from './record-builders'

/** A block to be built, with its children, before ids are assigned. */
export interface BlockInput {
  type: string
  properties?: Record<string, unknown>
  format?: Record<string, unknown>
  children?: BlockInput[]
  /** Extra top-level fields (view_ids, collection_id, file_ids...). */
  extra?: Record<string, unknown>
  /** Fixed id (for synced blocks and links that point at it); else derived from the parent. */
  id?: string
}

export const block = (
  type: string,
  properties?: Record<string, unknown>,
  format?: Record<string, unknown>,
  children?: BlockInput[]
): BlockInput => ({ type, properties, format, children })

export const textBlock = (title: RichText): BlockInput => block('text', { title })

export interface BuildContext {
  time: number
  out: Record<string, Wrapped<BlockValue>>
}

/** Assign stable ids under a parent and flatten the tree into `ctx.out`; returns the child ids. */
export function buildChildren(
  parentId: string,
  children: BlockInput[],
  ctx: BuildContext
): string[] {
  return children.map((child, index) => {
    const id = child.id ?? stableId(`${parentId}/${index}/${child.type}`)
    const value: BlockValue = {
      id,
      type: child.type,
      ...(child.properties ? { properties: child.properties } : {}),
      ...(child.format ? { format: child.format } : {}),
      parent_id: parentId,
      parent_table: 'block',
      alive: true,
      version: 1,
      space_id: SPACE_ID,
      created_time: ctx.time,
      last_edited_time: ctx.time,
      ...child.extra
    }
    ctx.out[id] = wrap(value)
    if (child.children?.length) value.content = buildChildren(id, child.children, ctx)
    return id
  })
}
