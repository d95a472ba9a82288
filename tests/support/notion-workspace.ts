import type { ExtendedRecordMap } from 'notion-types'

/**
 * Small NotionNext-template workspaces for data-layer tests: a collection_view_page database whose
 * rows are pages with a couple of text blocks. Ids are deterministic dashed UUIDs.
 */
export type RecordShape = 'legacy' | 'nested'

export interface TestWorkspace {
  rootPageId: string
  collectionId: string
  postIds: string[]
  /** The database page's record map, then one per post: ready for MockStore.addRecordMap. */
  recordMaps: Partial<ExtendedRecordMap>[]
}

const SPACE = '00000000-0000-4000-8000-00000000beef'
export const testId = (kind: number, n: number) =>
  `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`

const SCHEMA = {
  title: { name: 'title', type: 'title' },
  TyPe: { name: 'type', type: 'select' },
  StAt: { name: 'status', type: 'select' },
  SuMm: { name: 'summary', type: 'text' },
  SlUg: { name: 'slug', type: 'text' },
  CaTe: { name: 'category', type: 'select' },
  DaTe: { name: 'date', type: 'date' },
  TaGs: { name: 'tags', type: 'multi_select' },
  PaSs: { name: 'password', type: 'text' },
  IcOn: { name: 'icon', type: 'text' },
  ExTt: { name: 'ext', type: 'text' }
}

export function buildTestWorkspace({
  posts = 3,
  shape = 'legacy' as RecordShape,
  /** Indexes of posts holding an inline database (two rows, ids testId(6, 10 * index + 1..2)). */
  inlineDatabaseIn = [] as number[],
  /** The `type` option of each row by index (default Post). */
  types = [] as string[]
} = {}): TestWorkspace {
  const wrap = (value: Record<string, unknown>) =>
    shape === 'legacy'
      ? { role: 'reader', value }
      : { spaceId: SPACE, value: { value, role: 'reader' } }
  const rootPageId = testId(1, 1)
  const collectionId = testId(2, 1)
  const viewId = testId(3, 1)
  const postIds = Array.from({ length: posts }, (_, i) => testId(4, i + 1))
  const time = Date.UTC(2024, 0, 1)
  const rows = postIds.map((id, i) => ({
    id,
    type: 'page',
    parent_id: collectionId,
    parent_table: 'collection',
    alive: true,
    space_id: SPACE,
    created_time: time,
    last_edited_time: time + i,
    content: [testId(5, i + 1)],
    properties: {
      title: [[`Post ${i + 1}`]],
      TyPe: [[types[i] ?? 'Post']],
      StAt: [['Published']],
      SlUg: [[`post-${i + 1}`]],
      SuMm: [[`Summary ${i + 1}`]]
    }
  }))
  const database: Partial<ExtendedRecordMap> = {
    block: {
      [rootPageId]: wrap({
        id: rootPageId,
        type: 'collection_view_page',
        collection_id: collectionId,
        view_ids: [viewId],
        parent_table: 'space',
        parent_id: SPACE,
        space_id: SPACE,
        alive: true,
        last_edited_time: time
      }),
      ...Object.fromEntries(rows.map((row) => [row.id, wrap(row)]))
    } as never,
    collection: {
      [collectionId]: wrap({
        id: collectionId,
        name: [['Blog']],
        schema: SCHEMA,
        parent_id: rootPageId
      })
    } as never,
    collection_view: { [viewId]: wrap({ id: viewId, type: 'table', format: {} }) } as never,
    collection_query: {
      [collectionId]: {
        [viewId]: {
          collection_group_results: { type: 'results', blockIds: postIds, hasMore: false }
        }
      }
    } as never
  }
  const pages = rows.map((row, i) => ({
    block: {
      [row.id]: wrap(row),
      [testId(5, i + 1)]: wrap({
        id: testId(5, i + 1),
        type: 'text',
        parent_id: row.id,
        parent_table: 'block',
        alive: true,
        properties: { title: [[`Body of post ${i + 1}`]] }
      })
    } as never
  })) as Partial<ExtendedRecordMap>[]
  for (const i of inlineDatabaseIn) {
    const page = pages[i]
    const row = rows[i]
    if (!page || !row) continue
    const database = inlineDatabase(row.id, i, time, wrap)
    row.content.push(testId(9, i + 1))
    Object.assign(page, { ...database, block: { ...page.block, ...database.block } })
  }
  return { rootPageId, collectionId, postIds, recordMaps: [database, ...pages] }
}

/** A table inside post `i`: its block, collection, view, query results and two rows. */
function inlineDatabase(
  pageId: string,
  i: number,
  time: number,
  wrap: (value: Record<string, unknown>) => unknown
): Partial<ExtendedRecordMap> {
  const blockId = testId(9, i + 1)
  const collectionId = testId(7, i + 1)
  const viewId = testId(8, i + 1)
  const rowIds = [testId(6, 10 * i + 1), testId(6, 10 * i + 2)]
  const rows = rowIds.map((id, n) => [
    id,
    wrap({
      id,
      type: 'page',
      parent_id: collectionId,
      parent_table: 'collection',
      alive: true,
      last_edited_time: time,
      properties: { title: [[`Row ${n + 1}`]] }
    })
  ])
  return {
    block: {
      [blockId]: wrap({
        id: blockId,
        type: 'collection_view',
        collection_id: collectionId,
        view_ids: [viewId],
        parent_id: pageId,
        parent_table: 'block',
        alive: true
      }),
      ...Object.fromEntries(rows)
    } as never,
    collection: {
      [collectionId]: wrap({ id: collectionId, name: [['Table']], schema: { title: SCHEMA.title } })
    } as never,
    collection_view: { [viewId]: wrap({ id: viewId, type: 'table', format: {} }) } as never,
    collection_query: {
      [collectionId]: {
        [viewId]: {
          collection_group_results: { type: 'results', blockIds: rowIds, hasMore: false }
        }
      }
    } as never
  }
}
