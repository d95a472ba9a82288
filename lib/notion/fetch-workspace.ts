import type { Block, Collection, ExtendedRecordMap } from 'notion-types'
import type { NotionAPI } from 'notion-client'
import { log } from '@/lib/log'
import { systemClock, type Clock } from '@/lib/notion/clock'
import { fetchPagesBatched } from '@/lib/notion/batch-pages'
import { databaseRowsOf, rowText } from '@/lib/notion/database-rows'
import { blockOf, fetchPage } from '@/lib/notion/fetch-page'
import { checkInlineCollections } from '@/lib/notion/inline-collections'
import { inlineCollectionsOf, pointersOf, shownIn } from '@/lib/notion/shown-databases'
import { progressLogger } from '@/lib/notion/fetch-progress'
import { mapLimit } from '@/lib/notion/map-limit'
import { PermanentPageError, WorkspaceError } from '@/lib/notion/notion-errors'
import { RECORD_BATCH_CAP } from '@/lib/notion/record-api'
import {
  DEFAULT_ROW_QUERY_INTERVAL,
  mergeRowQueries,
  rowQueriesAt,
  rowQueriesOfFetched,
  rowQueriesOfPages,
  type RowQueries
} from '@/lib/notion/row-queries'
import { NAVIGATION_ROW_TYPES, rowTypeNamed, type RowType } from '@/lib/notion/row-types'
import type { Workspace, WorkspaceHooks } from '@/lib/notion/types'
import {
  readPageFile,
  readRowQueriesFile,
  readWorkspaceDir,
  writePageFile,
  writeRowQueriesFile,
  writeWorkspaceDir
} from '@/lib/notion/workspace-dir'

/** Which database rows get their page fetched (default: all but navigation rows). */
export type ShouldFetchRow = (row: Block, collection: Collection | undefined) => boolean

export interface FetchWorkspaceOptions extends WorkspaceHooks {
  api: NotionAPI
  /** This workspace's cache directory (snapshot layout); none: fetch everything. */
  cacheDir?: string
  concurrency?: number
  shouldFetchRow?: ShouldFetchRow
  /** Name of the column holding the row type (NOTION_PROPERTY_TYPE). */
  typeColumn?: string
  /** The site's own names of row types (NOTION_PROPERTY_TYPE_*), besides the built-in ones. */
  typeNames?: Partial<Record<RowType, string>>
  /**
   * Seconds after which a database shown in a cached page is queried again for rows added
   * without any record changing (NOTION_ROW_QUERY_INTERVAL; row-queries.ts).
   */
  rowQueryInterval?: number
  clock?: Clock
}

/**
 * The database, then its row pages, many to a request (batch-pages.ts), each post the batch
 * fails for fetched alone by getPage. Menu and SubMenu rows are skipped:
 * the site reads only their database properties. A cached page is reused while its
 * `last_edited_time` matches the row's, except the Config row (always refetched) and pages with
 * inline databases: edits inside those do not touch the page's `last_edited_time`, so their
 * databases are checked (checkInlineCollections: their records many to a request, and a query of
 * each database whose records changed or that was last listed longer than `rowQueryInterval`
 * ago, since only a query lists rows added) and a page is refetched only when they changed.
 * Stale-if-error: when Notion fails for a page (for good, or transiently after the retries), its
 * cached copy is kept with a warning naming the page; only a page never fetched is left out (it
 * answers 404 until a later fetch succeeds). When the database itself cannot be read, the whole
 * cached workspace is served with a warning, and without a cache the fetch throws: never an
 * empty site.
 */
export async function fetchWorkspace(
  rootPageId: string,
  options: FetchWorkspaceOptions
): Promise<Workspace> {
  return (await fetchRows(rootPageId, options, true)).workspace
}

/**
 * The build's prefetch: what fetchWorkspace does, into `cacheDir`, each fetched page let go once
 * written (the posts' bodies a group at a time, batch-pages.ts), so the fetch never holds every
 * page at once (~0.5 GiB at 10,000 posts, beside `next build`'s compile). Resolves with how many
 * row pages the cached workspace has.
 */
export async function cacheWorkspace(
  rootPageId: string,
  options: FetchWorkspaceOptions & { cacheDir: string }
): Promise<number> {
  return (await fetchRows(rootPageId, options, false)).pageIds.length
}

/** fetchWorkspace, its pages held in the workspace returned or (`hold` false) only on disk. */
async function fetchRows(
  rootPageId: string,
  options: FetchWorkspaceOptions,
  hold: boolean
): Promise<{ workspace: Workspace; pageIds: string[] }> {
  const { api, cacheDir, concurrency = 3, clock = systemClock } = options
  const { typeOf, shouldFetchRow } = rowKinds(options)
  const read = await databaseOrCachedWorkspace(rootPageId, cacheDir, () =>
    fetchDatabase(api, rootPageId)
  )
  if ('cached' in read) return { workspace: read.cached, pageIds: Object.keys(read.cached.pages) }
  const { database } = read
  const { collection, rows } = databaseRowsOf(database, rootPageId)
  const wanted = rows.filter((row) => shouldFetchRow(row, collection))
  const pages: Record<string, ExtendedRecordMap> = {}
  const pageIds = new Set<string>()
  const keep = (id: string, recordMap: ExtendedRecordMap) => {
    pageIds.add(id)
    if (hold) pages[id] = recordMap
  }
  // The cached copies of stale pages: served when Notion fails for them (keepCachedOrSkip).
  const cachedCopies = new Map<string, ExtendedRecordMap>()
  const stale: Block[] = []
  const refetch = (row: Block, cached: ExtendedRecordMap | null) => {
    stale.push(row)
    if (cached) cachedCopies.set(row.id, cached)
  }
  const withDatabases: [Block, ExtendedRecordMap][] = []
  const configRows: string[] = []
  for (const row of wanted) {
    const cached = cacheDir ? await readPageFile(cacheDir, row.id).catch(() => null) : null
    const isConfig = typeOf(row, collection) === 'Config'
    if (isConfig) configRows.push(row.id)
    if (!cached || isConfig || !editedTimeMatches(cached, row)) refetch(row, cached)
    else if (inlineCollectionsOf(cached).size > 0) withDatabases.push([row, cached])
    else keep(row.id, cached)
  }
  const checked = new Map(withDatabases.map(([row, cached]) => [row.id, cached]))
  const rowQueries = cacheDir ? await readRowQueriesFile(cacheDir).catch(() => ({})) : {}
  // Told first, so the build starts without waiting for a Config page fetched first below.
  options.onPlanned?.(plannedRequests(stale, checked))
  // Told the rows, a caller needs the settings too: a Config page no copy is cached of is fetched
  // first, alone (a few requests more than in the batch), so the rows come with it.
  const configFirst = options.onRows
    ? await fetchFirst(
        api,
        stale.filter((row) => configRows.includes(row.id) && !cachedCopies.has(row.id)),
        clock
      )
    : new Map<string, FetchedFirst>()
  if (configFirst.size)
    stale.splice(0, stale.length, ...stale.filter((r) => !configFirst.has(r.id)))
  options.onRows?.({
    rootPageId,
    readAt: new Date(clock.now()).toISOString(),
    database,
    pageIds: wanted.map((row) => row.id),
    configRows,
    configPages: Object.fromEntries(
      configRows.flatMap((id) => {
        const page = configFirst.get(id)?.recordMap ?? cachedCopies.get(id)
        return page ? [[id, page]] : []
      })
    )
  })
  const check = await checkInlineCollections(api, checked, {
    concurrency,
    rowQueries,
    intervalMs: (options.rowQueryInterval ?? DEFAULT_ROW_QUERY_INTERVAL) * 1000,
    ...(collection ? { known: { collectionId: collection.id, rows } } : {}),
    clock
  })
  for (const [row, cached] of withDatabases) {
    if (check.unchanged.has(row.id)) keep(row.id, cached)
    else refetch(row, cached)
  }
  // When each page last listed each database it shows: by the check's queries, or its fetch now.
  const listed: RowQueries = rowQueriesAt(check.listed, check.listedAt)
  // A page is stamped with when its own databases were queried (a 10,000-post fetch spends
  // minutes before it reaches them), never later than that.
  const fetched = (id: string, recordMap: ExtendedRecordMap, at: number) => {
    keep(id, recordMap)
    Object.assign(listed, rowQueriesOfFetched(id, inlineCollectionsOf(recordMap).keys(), at))
  }
  for (const [id, { recordMap, at }] of configFirst) {
    fetched(id, recordMap, at)
    if (cacheDir) await writePageFile(cacheDir, id, recordMap)
  }
  const batchedAt = clock.now()
  const { failed } = await fetchPagesBatched(api, stale, database, {
    concurrency,
    now: () => clock.now(),
    // Each group's pages written as they are complete: not held here unless `hold`.
    onPages: async (batched, listedAt) => {
      for (const [id, recordMap] of batched) {
        fetched(id, recordMap, listedAt.get(id) ?? batchedAt)
        if (cacheDir) await writePageFile(cacheDir, id, recordMap)
      }
    }
  })
  const alone = stale.filter((row) => failed.has(row.id))
  for (const row of alone)
    log.info(
      `page ${row.id} ("${titleOf(row)}"): the batched fetch failed (${messageOf(failed.get(row.id))}); fetching it alone`
    )
  // One request or more per page from here: the slow path, so it reports a rate and what is left.
  const progress = progressLogger(alone.length)
  await mapLimit(alone, concurrency, async (row) => {
    try {
      const at = clock.now()
      const recordMap = await fetchPage(api, row.id)
      fetched(row.id, recordMap, at)
      if (cacheDir) await writePageFile(cacheDir, row.id, recordMap)
    } catch (error) {
      const served: Record<string, ExtendedRecordMap> = {}
      keepCachedOrSkip(served, cachedCopies.get(row.id), row, error)
      for (const [id, recordMap] of Object.entries(served)) keep(id, recordMap)
    }
    progress()
  })
  const workspace: Workspace = { rootPageId, fetchedAt: new Date().toISOString(), database, pages }
  if (cacheDir) {
    const kept = rowQueriesOfPages(mergeRowQueries(rowQueries, listed), pageIds)
    await writeRowQueriesFile(cacheDir, kept)
    await writeWorkspaceDir(cacheDir, workspace, { writePages: false, pageIds: [...pageIds] })
  }
  return { workspace, pageIds: [...pageIds] }
}

interface FetchedFirst {
  recordMap: ExtendedRecordMap
  /** When it was fetched (ms since the epoch): when its databases were listed. */
  at: number
}

/**
 * Pages fetched alone before the others (fetchPage); one that fails is left out, for the batch
 * to fetch with the rest.
 */
async function fetchFirst(
  api: NotionAPI,
  rows: readonly Block[],
  clock: Clock
): Promise<Map<string, FetchedFirst>> {
  const pages = new Map<string, FetchedFirst>()
  for (const row of rows) {
    const at = clock.now()
    try {
      pages.set(row.id, { recordMap: await fetchPage(api, row.id), at })
    } catch (error) {
      log.info(`page ${row.id} ("${titleOf(row)}"): not fetched first (${messageOf(error)})`)
    }
  }
  return pages
}

/** Which rows have a page to fetch, and the type of a row, by the options' column and names. */
export function rowKinds(
  options: Pick<FetchWorkspaceOptions, 'shouldFetchRow' | 'typeColumn' | 'typeNames'>
): {
  typeOf: (row: Block, collection: Collection | undefined) => RowType | null
  shouldFetchRow: ShouldFetchRow
} {
  const { typeColumn = 'type', typeNames = {} } = options
  const typeOf = (row: Block, collection: Collection | undefined) =>
    rowTypeNamed(rowText(row, collection, typeColumn), typeNames)
  const isNavigation = (type: RowType | null) => type !== null && NAVIGATION_ROW_TYPES.has(type)
  const shouldFetchRow: ShouldFetchRow =
    options.shouldFetchRow ?? ((row, collection) => !isNavigation(typeOf(row, collection)))
  return { typeOf, shouldFetchRow }
}

export async function fetchDatabase(
  api: NotionAPI,
  rootPageId: string
): Promise<ExtendedRecordMap> {
  try {
    return await fetchPage(api, rootPageId)
  } catch (error) {
    if (!(error instanceof PermanentPageError)) throw error
    throw new WorkspaceError(
      `cannot read the blog database (${error.message}). Check NOTION_PAGE_ID: it must be the id of the database page, shared to the web, or set NOTION_TOKEN_V2 for a private workspace`
    )
  }
}

/**
 * A page Notion failed on: its cached copy goes into `pages` when there is one, else the page is
 * skipped (it answers 404 until it loads); either way one log line, and no other page is lost.
 */
export function keepCachedOrSkip(
  pages: Record<string, ExtendedRecordMap>,
  cached: ExtendedRecordMap | undefined,
  row: Block,
  error: unknown
): void {
  const name = `page ${row.id} ("${titleOf(row)}")`
  if (cached) {
    pages[row.id] = cached
    log.warn(`${name}: Notion failed (${messageOf(error)}); serving its cached copy`)
  } else {
    log.warn(`skipping ${name}: ${messageOf(error)} (it will answer 404 until it loads)`)
  }
}

export const titleOf = (row: Block) =>
  ((row.properties as { title?: unknown[][] } | undefined)?.title ?? [])
    .map((segment) => String(segment[0] ?? ''))
    .join('')

/**
 * The blog database as `read` gives it, or, when it cannot be read, the whole workspace cached
 * in `cacheDir` with a warning (never an empty site); without a cache, `read`'s error, passed
 * through `onUncached` first.
 */
export async function databaseOrCachedWorkspace(
  rootPageId: string,
  cacheDir: string | undefined,
  read: () => Promise<ExtendedRecordMap>,
  onUncached: (error: unknown) => unknown = (error) => error
): Promise<{ database: ExtendedRecordMap } | { cached: Workspace }> {
  try {
    return { database: await read() }
  } catch (error) {
    const cached = cacheDir ? await readWorkspaceDir(cacheDir).catch(() => null) : null
    if (!cached) throw onUncached(error)
    log.warn(
      `the blog database ${rootPageId} could not be read (${messageOf(error)}); serving the workspace cached at ${cached.fetchedAt}`
    )
    return { cached }
  }
}

export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error)

export function editedTimeMatches(cached: ExtendedRecordMap, row: Block): boolean {
  const root = blockOf(cached, row.id)
  return Boolean(root?.last_edited_time) && root?.last_edited_time === row.last_edited_time
}

/**
 * About how many requests the pages take: a body's records are about twice its top-level blocks,
 * a few levels deep, RECORD_BATCH_CAP to a request; the checked pages' records (collections,
 * views, the rows they hold) RECORD_BATCH_CAP to a request, and at most one query per database
 * they show (none within NOTION_ROW_QUERY_INTERVAL of its last query: this counts the most).
 * Inline databases' queries of the stale pages (one per view) are not known before their blocks
 * are read.
 */
function plannedRequests(
  stale: readonly Block[],
  checked: ReadonlyMap<string, ExtendedRecordMap>
): number {
  const topLevel = stale.reduce((n, row) => n + (row.content?.length ?? 1), 0)
  const bodies = stale.length ? Math.ceil((topLevel * 2) / RECORD_BATCH_CAP) + 3 : 0
  const databases = new Set<string>()
  let records = 0
  for (const [pageId, map] of checked)
    for (const shown of shownIn(pageId, map)) {
      databases.add(shown.collectionId)
      records += pointersOf(shown).length
    }
  return bodies + databases.size + Math.ceil(records / RECORD_BATCH_CAP)
}
