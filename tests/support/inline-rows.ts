import type { ExtendedRecordMap } from 'notion-types'
import type { MockStore } from '@/scripts/mock-notion/mock-store'
import { valueOf } from '@/scripts/mock-notion/mock-store'
import { testId, type TestWorkspace } from '@/tests/support/notion-workspace'

/*
 * Owners' edits to the rows of databases shown inside posts, made in the mock's store as Notion
 * makes them: a row is a page block whose parent is its collection, listed by the collection's
 * queries; a row added through the API, a form or another view changes no record of the page,
 * the collection or the page's views.
 */

type Results = { collection_group_results?: { blockIds?: string[] } }

/** The stored query results of one view of a collection (what queryCollection answers). */
function resultsOf(store: MockStore, collectionId: string, viewId: string): string[] {
  const query = (store.queries[collectionId]?.[viewId] ?? {}) as Results
  const ids = query.collection_group_results?.blockIds
  if (!ids) throw new Error(`no stored query for ${collectionId}/${viewId}`)
  return ids
}

/** A new row, at the end of the view's results. */
export function addRow(
  store: MockStore,
  at: { collectionId: string; viewId: string },
  row: { id: string; title: string; time: number; content?: string[] }
): void {
  store.blocks[row.id] = {
    role: 'reader',
    value: {
      id: row.id,
      type: 'page',
      parent_id: at.collectionId,
      parent_table: 'collection',
      alive: true,
      created_time: row.time,
      last_edited_time: row.time,
      properties: { title: [[row.title]] },
      ...(row.content ? { content: row.content } : {})
    }
  }
  resultsOf(store, at.collectionId, at.viewId).push(row.id)
}

/** A row deleted: dead, and gone from the view's results. */
export function removeRow(
  store: MockStore,
  at: { collectionId: string; viewId: string },
  rowId: string
): void {
  store.updateBlock(rowId, { alive: false })
  const ids = resultsOf(store, at.collectionId, at.viewId)
  ids.splice(ids.indexOf(rowId), 1)
}

/** Rows dragged into a new order: the view's `page_sort` (where Notion keeps it) and results. */
export function reorderRows(
  store: MockStore,
  at: { collectionId: string; viewId: string },
  order: string[]
): void {
  const ids = resultsOf(store, at.collectionId, at.viewId)
  ids.splice(0, ids.length, ...order)
  Object.assign(valueOf(store.views[at.viewId]) ?? {}, { page_sort: [...order] })
}

/** The inline database buildTestWorkspace puts in post `index`. */
export const inlineDatabaseOf = (index: number) => ({
  collectionId: testId(7, index + 1),
  viewId: testId(8, index + 1),
  rows: [testId(6, 10 * index + 1), testId(6, 10 * index + 2)]
})

export interface DatabaseView {
  collectionId: string
  viewId: string
  /** The collection_view block put at the end of the post. */
  blockId: string
  /** The rows the view lists, in order. */
  rows: string[]
  /** The record map holding the collection and those rows. */
  from: Partial<ExtendedRecordMap>
  /** The view record's own fields (type, format, query2). */
  view: Record<string, unknown>
}

/** A database block in post `index` listing rows of a collection through a view of its own. */
export function addDatabaseView(ws: TestWorkspace, index: number, shown: DatabaseView): void {
  const page = ws.recordMaps[index + 1] as ExtendedRecordMap
  const postId = ws.postIds[index] ?? ''
  const { collectionId, viewId, blockId, rows, from } = shown
  const row = valueOf(page.block[postId])
  if (!Array.isArray(row?.content)) throw new Error(`post ${postId} has no content`)
  row.content.push(blockId)
  page.block[blockId] = {
    role: 'reader',
    value: {
      id: blockId,
      type: 'collection_view',
      collection_id: collectionId,
      view_ids: [viewId],
      parent_id: postId,
      parent_table: 'block',
      alive: true
    }
  } as never
  for (const id of rows) page.block[id] ??= from.block?.[id] as never
  page.collection = { ...page.collection, [collectionId]: from.collection?.[collectionId] as never }
  page.collection_view = {
    ...page.collection_view,
    [viewId]: { role: 'reader', value: { id: viewId, ...shown.view } } as never
  }
  page.collection_query = {
    ...page.collection_query,
    [collectionId]: {
      [viewId]: { collection_group_results: { type: 'results', blockIds: rows, hasMore: false } }
    } as never
  }
}

/** A linked view of the blog database itself in post `index`: unfiltered, every post. */
export const addLinkedBlogView = (ws: TestWorkspace, index: number) =>
  addDatabaseView(ws, index, {
    collectionId: ws.collectionId,
    ...linkedViewOf(index),
    rows: [...ws.postIds],
    from: ws.recordMaps[0] ?? {},
    view: { type: 'list', format: {} }
  })

export const linkedViewOf = (index: number) => ({
  viewId: testId(11, index + 1),
  blockId: testId(10, index + 1)
})
