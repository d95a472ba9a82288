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
  /**
   * Records the page's record map must carry beside the block tree, as Notion returns them with the
   * page: an inline database's collection, views, query results and rows, or the blocks a synced
   * reference or a link to a page points at.
   */
  records?: SideRecords
}

/** Record-map tables other than the page's own block tree, keyed by id like Notion's. */
export interface SideRecords {
  block?: Record<string, Wrapped<BlockValue>>
  collection?: Record<string, Wrapped<unknown>>
  collection_view?: Record<string, Wrapped<unknown>>
  collection_query?: Record<string, Record<string, unknown>>
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
  /** Collects the side records of the built blocks; absent: they are dropped. */
  records?: SideRecords
}

/** Merge side records into `into` (later ids win; query results merge per collection). */
export function mergeRecords(into: SideRecords, from: SideRecords): void {
  into.block = { ...into.block, ...from.block }
  into.collection = { ...into.collection, ...from.collection }
  into.collection_view = { ...into.collection_view, ...from.collection_view }
  const query = { ...into.collection_query }
  for (const [collectionId, views] of Object.entries(from.collection_query ?? {}))
    query[collectionId] = { ...query[collectionId], ...views }
  into.collection_query = query
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
    if (child.records && ctx.records) mergeRecords(ctx.records, child.records)
    if (child.children?.length) value.content = buildChildren(id, child.children, ctx)
    return id
  })
}
