import type { Block, Collection, ExtendedRecordMap } from 'notion-types'
import { getBlockCollectionId, getBlockValue } from 'notion-utils'
import { log } from '@/lib/log'
import { COLLECTION_LIMIT, blockOf } from '@/lib/notion/fetch-page'
import { WorkspaceError } from '@/lib/notion/notion-errors'

export interface DatabaseRows {
  collection: Collection | undefined
  rows: Block[]
}

/**
 * The rows of the blog database held by a root page's record map. Throws a WorkspaceError an
 * owner can act on when the page is not a database or the database is empty.
 */
export function databaseRowsOf(database: ExtendedRecordMap, rootPageId: string): DatabaseRows {
  const root = blockOf(database, rootPageId)
  if (!root)
    throw new WorkspaceError(
      `NOTION_PAGE_ID ${rootPageId}: Notion returned no such page. Fix: copy the id from the blog database's link (Share > Copy link)`
    )
  if (root.type !== 'collection_view_page' && root.type !== 'collection_view') {
    throw new WorkspaceError(
      `NOTION_PAGE_ID ${rootPageId} is a "${root.type}", not a database. Fix: use the id of the full-page blog database (duplicate the NotionNext template and copy its link)`
    )
  }
  const collectionId = getBlockCollectionId(root, database)
  const record = collectionId ? database.collection[collectionId] : undefined
  const collection = record ? (getBlockValue(record) as Collection | undefined) : undefined
  const rows = Object.keys(database.block)
    .map((id) => blockOf(database, id))
    .filter(
      (b): b is Block =>
        !!b &&
        b.type === 'page' &&
        b.parent_table === 'collection' &&
        b.parent_id === collectionId &&
        b.alive !== false
    )
  if (rows.length === 0) {
    throw new WorkspaceError(
      `NOTION_PAGE_ID ${rootPageId}: the database has no rows. Fix: add posts, or share it to the web if it is private`
    )
  }
  warnIfTruncated(database, collectionId ?? '')
  return { collection, rows }
}

interface ReducerResult {
  hasMore?: boolean
  total?: number
  blockIds?: string[]
}

/**
 * A view of the blog database holding more rows than one query answers (COLLECTION_LIMIT: Notion
 * has no next page for this query): the rows past the limit, in the view's order, are not in the
 * site. Logged once a load, with how many Notion says there are and what to do.
 */
function warnIfTruncated(database: ExtendedRecordMap, collectionId: string) {
  const views = (database.collection_query[collectionId] ?? {}) as unknown as Record<
    string,
    Record<string, ReducerResult> | undefined
  >
  for (const [viewId, reducers] of Object.entries(views)) {
    for (const result of Object.values(reducers ?? {})) {
      if (!result?.hasMore && (result?.total ?? 0) <= COLLECTION_LIMIT) continue
      const total = result.total && result.total > COLLECTION_LIMIT ? result.total : undefined
      const over = total ? total - COLLECTION_LIMIT : 0
      const left = over === 1 ? '1 row' : over ? `${over} rows` : 'the rows'
      log.warn(
        `the blog database has ${total ? `${total} rows` : `more than ${COLLECTION_LIMIT} rows`} in view ${viewId}, and Notion answers at most ${COLLECTION_LIMIT} to a query: ${left} past the first ${COLLECTION_LIMIT} in that view's order ${over === 1 ? 'is' : 'are'} missing from the site. Fix: keep the database under ${COLLECTION_LIMIT} rows (move old posts to an archive database)`
      )
      return
    }
  }
}

/** The text of a row's column, by the column's name (case-insensitive). */
export function rowText(row: Block, collection: Collection | undefined, column: string): string {
  const wanted = column.toLowerCase()
  const key = Object.entries(collection?.schema ?? {}).find(
    ([, c]) => c.name.toLowerCase() === wanted
  )?.[0]
  const value = key ? (row.properties as Record<string, unknown[][]> | undefined)?.[key] : undefined
  return (value ?? []).map((segment) => String(segment[0] ?? '')).join('')
}
