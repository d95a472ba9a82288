import type { Block, ExtendedRecordMap } from 'notion-types'
import type { NotionAPI } from 'notion-client'
import { log } from '@/lib/log'
import { systemClock } from '@/lib/notion/clock'
import { databaseRowsOf } from '@/lib/notion/database-rows'
import { fetchPage } from '@/lib/notion/fetch-page'
import {
  editedTimeMatches,
  fetchDatabase,
  messageOf,
  rowKinds,
  titleOf,
  type FetchWorkspaceOptions
} from '@/lib/notion/fetch-workspace'
import { inlineCollectionsUnchanged } from '@/lib/notion/inline-collections'
import { inlineCollectionsOf } from '@/lib/notion/shown-databases'
import type { PageStore } from '@/lib/notion/page-store'
import {
  DEFAULT_ROW_QUERY_INTERVAL,
  ROW_QUERIES_PER_REGENERATION,
  rowQueriesAt,
  rowQueriesOfFetched
} from '@/lib/notion/row-queries'
import type { RowType } from '@/lib/notion/row-types'
import type { LazyPages, Workspace } from '@/lib/notion/types'

export interface LiveWorkspaceOptions extends Pick<
  FetchWorkspaceOptions,
  'shouldFetchRow' | 'typeColumn' | 'typeNames' | 'rowQueryInterval' | 'clock'
> {
  api: NotionAPI
  /** This workspace's page copies (memory, overlay, the build's cache), kept across loads. */
  store: PageStore
  /** Several instances: one of them reads each from Notion for all (lib/shared). */
  coordinator?: RefreshCoordinator
}

/** How several instances share their reads of Notion: each read done once for all. */
export interface RefreshCoordinator {
  /** The database as just read by this instance or, within the window, by another. */
  database(
    fetch: () => Promise<ExtendedRecordMap>
  ): Promise<{ database: ExtendedRecordMap; fetchedAt: string }>
  /** A page as just read by this instance or, within the window, by another. */
  page(id: string, fetch: () => Promise<ExtendedRecordMap>): Promise<ExtendedRecordMap>
}

const alone: RefreshCoordinator = {
  database: async (fetch) => {
    const fetchedAt = new Date().toISOString()
    return { database: await fetch(), fetchedAt }
  },
  page: (_id, fetch) => fetch()
}

/** Rows every page shows (the settings, the notice): brought up to date with the database. */
const SHOWN_EVERYWHERE = new Set<RowType>(['Config', 'Notice'])

/**
 * A server's workspace, at a cost that does not grow with the site: the database is read now
 * (the one request every regeneration of the window shares), each row page comes from the store
 * as last loaded, and a page is brought up to date only when asked for (`lazy.load`: its own
 * post page does, on regeneration): refetched when its `last_edited_time` differs from its
 * row's, else its inline databases are checked (checkInlineCollections: their records in one
 * request, and a query of those whose records changed or, at most ROW_QUERIES_PER_REGENERATION,
 * that this page last listed longer than NOTION_ROW_QUERY_INTERVAL ago). The Config
 * and Notice rows, shown by every page, are brought up to date here. When the database cannot be
 * read, the one stored last is served, with `refreshError` saying why.
 */
export async function loadLiveWorkspace(
  rootPageId: string,
  options: LiveWorkspaceOptions
): Promise<Workspace> {
  const { api, store, coordinator = alone, clock = systemClock } = options
  const intervalMs = (options.rowQueryInterval ?? DEFAULT_ROW_QUERY_INTERVAL) * 1000
  const { typeOf, shouldFetchRow } = rowKinds(options)
  let fetchedAt: string
  let database: ExtendedRecordMap
  let refreshError: string | undefined
  try {
    ;({ database, fetchedAt } = await coordinator.database(() => fetchDatabase(api, rootPageId)))
    await store.writeIndex({ rootPageId, fetchedAt, database })
  } catch (error) {
    const stored = await store.readIndex()
    if (!stored) throw error
    refreshError = messageOf(error)
    log.warn(
      `the blog database ${rootPageId} could not be read (${refreshError}); serving the database stored at ${stored.fetchedAt}`
    )
    database = stored.database
    fetchedAt = stored.fetchedAt
  }
  const { collection, rows } = databaseRowsOf(database, rootPageId)
  const wanted = rows.filter((row) => shouldFetchRow(row, collection))
  const pages: Record<string, ExtendedRecordMap> = {}
  const pending = new Set<string>()
  for (const row of wanted) {
    const copy = await store.read(row.id)
    if (copy) pages[row.id] = copy
    else pending.add(row.id)
  }
  let revision = 0
  const keep = (id: string, recordMap: ExtendedRecordMap) => {
    pages[id] = recordMap
    pending.delete(id)
    revision++
  }
  const known = collection ? { collectionId: collection.id, rows } : undefined
  const upToDate = async (copy: ExtendedRecordMap | undefined, row: Block) => {
    if (!copy || !editedTimeMatches(copy, row)) return false
    if (inlineCollectionsOf(copy).size === 0) return true
    const check = await inlineCollectionsUnchanged(api, row.id, copy, {
      rowQueries: await store.readRowQueries(),
      intervalMs,
      maxQueries: ROW_QUERIES_PER_REGENERATION,
      ...(known ? { known } : {}),
      clock
    })
    if (check.listed.length > 0)
      await store.writeRowQueries(rowQueriesAt(check.listed, check.listedAt))
    return check.unchanged
  }
  const bringUpToDate = async (row: Block, force: boolean) => {
    const copy = pages[row.id]
    if (!force && copy && !editedTimeMatches(copy, row)) {
      const other = await store.reread(row.id)
      if (other && editedTimeMatches(other, row)) keep(row.id, other)
    }
    try {
      if (!force && (await upToDate(pages[row.id], row))) return
      const fetchedAt = clock.now()
      const fresh = await coordinator.page(row.id, () => fetchPage(api, row.id))
      keep(row.id, fresh)
      await store.write(row.id, fresh)
      const shown = inlineCollectionsOf(fresh).keys()
      await store.writeRowQueries(rowQueriesOfFetched(row.id, shown, fetchedAt))
    } catch (error) {
      const name = `page ${row.id} ("${titleOf(row)}")`
      if (!pages[row.id]) throw new Error(`${name} could not be loaded: ${messageOf(error)}`)
      log.warn(`${name}: Notion failed (${messageOf(error)}); serving its cached copy`)
    }
  }
  const byId = new Map(wanted.map((row) => [row.id, row]))
  const loads = new Map<string, Promise<void>>()
  const lazy: LazyPages = {
    pending,
    get revision() {
      return revision
    },
    load(id, { force = false } = {}) {
      const row = byId.get(id)
      if (!row) return Promise.resolve()
      let loading = loads.get(id)
      if (!loading || force) loads.set(id, (loading = bringUpToDate(row, force)))
      return loading
    }
  }
  for (const row of wanted) {
    const type = typeOf(row, collection)
    if (type && SHOWN_EVERYWHERE.has(type))
      await lazy.load(row.id).catch((error: unknown) => log.warn(messageOf(error)))
  }
  return { rootPageId, fetchedAt, database, pages, lazy, ...(refreshError ? { refreshError } : {}) }
}
