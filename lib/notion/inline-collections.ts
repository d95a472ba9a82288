import type { Block, ExtendedRecordMap } from 'notion-types'
import type { NotionAPI } from 'notion-client'
import { getBlockValue } from 'notion-utils'
import { log } from '@/lib/log'
import { systemClock, type Clock } from '@/lib/notion/clock'
import { COLLECTION_LIMIT } from '@/lib/notion/fetch-page'
import { chunksOf, mapLimit } from '@/lib/notion/map-limit'
import { isTransient } from '@/lib/notion/notion-errors'
import { RECORD_BATCH_CAP, syncRecords, type RecordPointer } from '@/lib/notion/record-api'
import {
  keyOf,
  pointersOf,
  resultIds,
  rowList,
  rowState,
  shownIn,
  valueJson,
  type Records,
  type Shown
} from '@/lib/notion/shown-databases'
import { rowQueryKey, type RowQueries } from '@/lib/notion/row-queries'

/*
 * Whether the databases shown inside cached pages (inline databases, linked views, the blog
 * database's own rows listed in a post) are as cached. Their edits leave the page's
 * `last_edited_time` as it was, so the page's edit time alone cannot tell.
 *
 * What the check rests on (Notion's record model; shared fixtures and the mock): a row is a page
 * block pointing to its collection (`parent_table: 'collection'`, `parent_id`); nothing points
 * back. The collection record holds no list of rows, and its `version` and `last_edited_time`
 * stay put while rows are created (the captured student dashboard: collection version 1, edited
 * before the rows it holds were created). A view's `page_sort` lists only the rows placed in that
 * view by hand (captured list and gallery views answer rows with an empty `page_sort`; a row made
 * through the official API, a form or another view is in none). So:
 *
 * - Everything a record tells is read at every check, many to a request through the record
 *   endpoint: each database's collection (its schema), its views (filters, sorts, `page_sort`)
 *   and the rows each page holds (an edited, deleted or moved row changes its `last_edited_time`,
 *   `version`, `alive` or parent).
 * - Only a query lists a database's rows, so only "was a row added?" needs one: a bare table query
 *   (no filter, sort or grouping: every live row with its edit time), once per database whatever
 *   the number of pages showing it, and only when a page's last full listing of that database
 *   (row-queries.ts) is older than the interval, or when its records changed (an active
 *   database, and a filtered view's page may now miss a row it should list).
 *
 * A page is unchanged when its records are as cached and, for each database queried, the rows its
 * views listed are exactly the database's rows now. A view that filters rows out therefore
 * counts as changed whenever its database is queried (its page is refetched, which queries each
 * view as getPage does): never missed, at the price of one refetch an interval.
 */

/** What Notion answers now: records and database rows by key, failures by key. */
interface Fresh {
  records: Map<string, string>
  rows: Map<string, string>
  errors: Map<string, unknown>
}

/** The records of every shown database, RECORD_BATCH_CAP to a request. */
async function readRecords(api: NotionAPI, shown: Shown[], fresh: Fresh, concurrency: number) {
  const pointers = new Map<string, RecordPointer>()
  for (const one of shown)
    for (const pointer of pointersOf(one)) pointers.set(keyOf(pointer.table, pointer.id), pointer)
  await mapLimit(chunksOf([...pointers.values()], RECORD_BATCH_CAP), concurrency, async (chunk) => {
    try {
      const tables = await syncRecords(api, chunk)
      for (const { table, id } of chunk) {
        const record = tables[table]?.[id]
        fresh.records.set(
          keyOf(table, id),
          table === 'block' ? rowState(record) : valueJson(record)
        )
      }
    } catch (error) {
      for (const { table, id } of chunk) fresh.errors.set(keyOf(table, id), error)
    }
  })
}

/** Rows of a database known without asking (the blog database, just read), with its id. */
export interface KnownRows {
  collectionId: string
  rows: readonly Block[]
}

type Verdict = 'same' | 'changed' | { error: unknown }

/**
 * Notion keeps edit times to the minute (rounded down) on its own clock: a row edited up to this
 * long before a page's last listing counts as possibly after it.
 */
const TIME_SLACK_MS = 2 * 60_000

/**
 * Whether one shown database's records are as the page holds them; for the database whose rows
 * are known, also whether a row the page does not hold was edited or created since the page last
 * listed them all (`listedAt`): it may belong in the page's views.
 */
function recordVerdict(
  shown: Shown,
  fresh: Fresh,
  known: KnownRows | undefined,
  listedAt: number | undefined
): Verdict {
  const tables = shown.map as unknown as Record<string, Records>
  for (const { table, id } of pointersOf(shown)) {
    const key = keyOf(table, id)
    if (fresh.errors.has(key)) return { error: fresh.errors.get(key) }
    const cached = table === 'block' ? rowState(tables.block?.[id]) : valueJson(tables[table]?.[id])
    if (cached !== fresh.records.get(key)) return 'changed'
  }
  if (shown.viewIds.length === 0) return 'changed'
  if (known?.collectionId === shown.collectionId) {
    const held = new Set(shown.rows)
    const since = (listedAt ?? -Infinity) - TIME_SLACK_MS
    if (known.rows.some((row) => !held.has(row.id) && (row.last_edited_time ?? Infinity) > since))
      return 'changed'
  }
  return 'same'
}

interface Query {
  collectionId: string
  viewId: string
  spaceId?: string
}

/** Databases whose query answered part of their rows, told once a process. */
const truncatedWarned = new Set<string>()

/** Each database's live rows, by a bare table query of the first view a page has of it. */
async function queryRows(api: NotionAPI, query: Query, fresh: Fresh): Promise<void> {
  const { collectionId, viewId, spaceId } = query
  try {
    const { result, recordMap } = await api.getCollectionData(
      collectionId,
      viewId,
      { type: 'table' },
      { limit: COLLECTION_LIMIT, loadContentCover: false, ...(spaceId ? { spaceId } : {}) }
    )
    const { reducerResults } = result as { reducerResults?: unknown }
    const results = (reducerResults ?? result) as Record<string, { hasMore?: unknown } | null>
    if (Object.values(results ?? {}).some((r) => r?.hasMore === true)) {
      // Part of its rows: no answer to "was a row added?", so only its records are compared.
      if (!truncatedWarned.has(collectionId))
        log.warn(
          `the database ${collectionId} shown in a post has more than ${COLLECTION_LIMIT} rows, more than one query answers: rows added to it through the API or a form are not seen until its page is edited`
        )
      truncatedWarned.add(collectionId)
      return
    }
    fresh.rows.set(collectionId, rowList(resultIds(results), recordMap.block))
  } catch (error) {
    fresh.errors.set(keyOf('query', collectionId), error)
  }
}

const queryOf = (shown: Shown): Query => {
  const root = getBlockValue((shown.map.block[shown.pageId] ?? null) as never) as
    { space_id?: string } | undefined
  return {
    collectionId: shown.collectionId,
    viewId: shown.viewIds[0] ?? '',
    ...(root?.space_id ? { spaceId: root.space_id } : {})
  }
}

export interface InlineCheckOptions {
  /** Requests at once. */
  concurrency?: number
  /** When each page last listed each database's rows (row-queries.ts); none: query them all. */
  rowQueries?: Readonly<RowQueries>
  /** A database is queried again once a page's last listing of it is this old (ms). */
  intervalMs?: number
  /** At most this many databases queried for their age alone (oldest first); default all. */
  maxQueries?: number
  /** The blog database's rows as just read: a post added shows in a linked view at once. */
  known?: KnownRows
  clock?: Clock
}

export interface InlineCheck {
  /** Pages whose databases are as cached. */
  unchanged: Set<string>
  /** Pages whose check Notion failed, and why: refetch them (or, transient, keep the copy). */
  failed: Map<string, unknown>
  /** `page/collection` keys (row-queries.ts) a query confirmed now, and when it started. */
  listed: string[]
  listedAt: number
}

/**
 * The databases to query now, each by the first view a page has of it: those whose records
 * changed, then those a page last listed longer than the interval ago (never listed first, then
 * oldest), at most `maxQueries` of these; none whose every page is refetched anyway.
 */
function databasesToQuery(
  shown: Shown[],
  verdicts: Map<Shown, Verdict>,
  options: Required<Pick<InlineCheckOptions, 'rowQueries' | 'intervalMs' | 'maxQueries'>>,
  now: number
): Shown[] {
  const refetched = new Set(
    shown.filter((one) => verdicts.get(one) !== 'same').map((one) => one.pageId)
  )
  const first = new Map<string, Shown>()
  const changed = new Set<string>()
  const oldest = new Map<string, number>()
  for (const one of shown) {
    if (!first.has(one.collectionId)) first.set(one.collectionId, one)
    if (verdicts.get(one) === 'changed') changed.add(one.collectionId)
    if (refetched.has(one.pageId)) continue
    const at = options.rowQueries[rowQueryKey(one.pageId, one.collectionId)] ?? -Infinity
    oldest.set(one.collectionId, Math.min(at, oldest.get(one.collectionId) ?? Infinity))
  }
  const active = [...changed].filter((id) => oldest.has(id))
  const stale = [...oldest]
    .filter(([id, at]) => !changed.has(id) && now - at >= options.intervalMs)
    .sort(([, a], [, b]) => a - b)
    .slice(0, options.maxQueries)
    .map(([id]) => id)
  return [...active, ...stale].flatMap((id) => first.get(id) ?? [])
}

/**
 * Which cached pages' databases are as cached: their records (schema, views, the rows each page
 * holds) many to a request, then a query of each database whose records changed or that a page
 * last listed longer than `intervalMs` ago (a row added shows no other way). A database Notion
 * fails on costs the pages showing it (they count as changed, in `failed`), never the others.
 */
export async function checkInlineCollections(
  api: NotionAPI,
  cached: ReadonlyMap<string, ExtendedRecordMap>,
  options: InlineCheckOptions = {}
): Promise<InlineCheck> {
  const { concurrency = 3, rowQueries = {}, intervalMs = 0, clock = systemClock } = options
  const maxQueries = options.maxQueries ?? Infinity
  const listedAt = clock.now()
  const shown = [...cached].flatMap(([pageId, map]) => shownIn(pageId, map))
  const fresh: Fresh = { records: new Map(), rows: new Map(), errors: new Map() }
  await readRecords(api, shown, fresh, concurrency)
  const verdicts = new Map(
    shown.map((one) => [
      one,
      recordVerdict(
        one,
        fresh,
        options.known,
        rowQueries[rowQueryKey(one.pageId, one.collectionId)]
      )
    ])
  )
  const queries = databasesToQuery(
    shown,
    verdicts,
    { rowQueries, intervalMs, maxQueries },
    listedAt
  )
  await mapLimit(queries.map(queryOf), concurrency, (query) => queryRows(api, query, fresh))
  // The databases a query answered whole (or failed on): a truncated answer proves nothing.
  const queried = new Set(
    queries
      .map((one) => one.collectionId)
      .filter((id) => fresh.rows.has(id) || fresh.errors.has(keyOf('query', id)))
  )
  const unchanged = new Set(cached.keys())
  const failed = new Map<string, unknown>()
  for (const one of shown) {
    let verdict = verdicts.get(one) ?? 'changed'
    const queryError = fresh.errors.get(keyOf('query', one.collectionId))
    if (verdict === 'same' && queried.has(one.collectionId))
      verdict =
        queryError !== undefined
          ? { error: queryError }
          : rowList(one.rows, one.map.block as Records) === fresh.rows.get(one.collectionId)
            ? 'same'
            : 'changed'
    if (verdict === 'same') continue
    unchanged.delete(one.pageId)
    if (verdict !== 'changed' && !failed.has(one.pageId)) failed.set(one.pageId, verdict.error)
  }
  const listed = shown
    .filter((one) => unchanged.has(one.pageId) && queried.has(one.collectionId))
    .map((one) => rowQueryKey(one.pageId, one.collectionId))
  return { unchanged, failed, listed, listedAt }
}

/**
 * Whether one cached page's databases are as cached (a server's regeneration of that page), and
 * which of its databases a query listed now. A database that cannot be read for good counts as
 * changed; a transient failure throws like any other request.
 */
export async function inlineCollectionsUnchanged(
  api: NotionAPI,
  pageId: string,
  cached: ExtendedRecordMap,
  options: Omit<InlineCheckOptions, 'concurrency'> = {}
): Promise<{ unchanged: boolean; listed: string[]; listedAt: number }> {
  const check = await checkInlineCollections(api, new Map([[pageId, cached]]), {
    ...options,
    concurrency: 1
  })
  const error = check.failed.get(pageId)
  if (error !== undefined && isTransient(error)) throw error
  return { unchanged: check.unchanged.has(pageId), listed: check.listed, listedAt: check.listedAt }
}
