import type { Block, ExtendedRecordMap } from 'notion-types'
import type { NotionAPI } from 'notion-client'
import { getBlockValue } from 'notion-utils'
import { log } from '@/lib/log'
import { COLLECTION_LIMIT, blockOf, signFilesOf } from '@/lib/notion/fetch-page'
import { progressLogger } from '@/lib/notion/fetch-progress'
import { chunksOf, mapLimit } from '@/lib/notion/map-limit'
import { PermanentPageError, isTransient } from '@/lib/notion/notion-errors'
import {
  collectionQueriesOf,
  missingRecords,
  missingUsers,
  putRecord
} from '@/lib/notion/page-walk'
import {
  RECORD_BATCH_CAP,
  syncRecords,
  type RecordPointer,
  type RecordTables
} from '@/lib/notion/record-api'

export interface BatchedPages {
  pages: Map<string, ExtendedRecordMap>
  /** Posts the batch could not fetch, and why: fetch each alone (getPage). */
  failed: Map<string, unknown>
  /**
   * For each post that shows a database: when the first query of its views was sent (ms since
   * the epoch). Every row the database held then is in the post's map: a later listing time
   * could miss a row added while the batch worked on.
   */
  listedAt: Map<string, number>
}

/** Levels of nesting followed before a post is handed to getPage (a cycle, a very deep page). */
const MAX_LEVELS = 64

/**
 * Posts whose bodies are fetched together, at most. Only these posts' records are held while
 * their levels are fetched (~0.5 GiB for all of 10,000 posts), and their pages are handed over
 * (written to the cache by the build's prefetch) before the next group starts. A workspace of at
 * most this many posts is one group: requests as without groups. Each further group costs about a
 * request per level of nesting, one for users and one for files (a partly filled last request).
 */
export const BATCH_GROUP_POSTS = 2000

export interface BatchOptions {
  concurrency?: number
  now?: () => number
  /** BATCH_GROUP_POSTS; smaller in tests. */
  groupPosts?: number
  /**
   * Takes each set of pages once they are complete, with `listedAt` so far: a group's pages
   * without databases as the group ends, the rest (queried last) at the end. Pages handed here
   * are not in the result's `pages`, so the caller may let them go.
   */
  onPages?: (
    pages: Map<string, ExtendedRecordMap>,
    listedAt: ReadonlyMap<string, number>
  ) => Promise<void>
}

interface Post {
  id: string
  map: ExtendedRecordMap
}

interface Need {
  pointer: RecordPointer
  posts: Post[]
}

type Fail = (post: Post, error: unknown) => void

const keyOf = (p: RecordPointer) => `${p.table}:${p.id}`
const NONE = { role: 'none' }

/**
 * The pages of many database rows, many records to a request instead of one `getPage` each:
 * level by level (the rows' top-level blocks, then the children of those, and so on: what
 * getPage's own walk reaches), each database block's views and collection with them, then each
 * view queried (one request per view, as getPage does: the API has no batched query), the
 * mentioned users, and the files signed across posts. What a post gets holds what getPage
 * would give it for everything the site renders (tests/integration/batch-equivalence.test.tsx).
 * A request that fails for good is split by post until the post it fails for is alone, so one
 * bad page never costs the others: that post is reported in `failed`, for getPage.
 * Posts go BATCH_GROUP_POSTS at a time; the views of every group are queried with the last one,
 * so a page is stamped (`listedAt`) near the end of the fetch however many posts came before.
 */
export async function fetchPagesBatched(
  api: NotionAPI,
  rows: readonly Block[],
  database: ExtendedRecordMap,
  { concurrency = 3, now = Date.now, groupPosts = BATCH_GROUP_POSTS, onPages }: BatchOptions = {}
): Promise<BatchedPages> {
  const failed = new Map<string, unknown>()
  const fail: Fail = (post, error) => {
    if (!failed.has(post.id)) failed.set(post.id, error)
  }
  const pages = new Map<string, ExtendedRecordMap>()
  const listedAt = new Map<string, number>()
  const groups = chunksOf(rows, Math.max(1, groupPosts))
  let queriedLast: Post[] = []
  for (const [index, group] of groups.entries()) {
    const records = new Map<string, unknown>()
    const posts = group.map((row) => postOf(row, database))
    const prefix = groups.length > 1 ? `group ${index + 1}/${groups.length}, ` : ''
    await fetchLevels(api, posts, { concurrency, records, fail, failed, prefix })
    let ready = posts.filter((post) => !failed.has(post.id))
    if (index < groups.length - 1) {
      const showing = (post: Post) => collectionQueriesOf(post.map, post.id).length > 0
      queriedLast.push(...ready.filter(showing))
      ready = ready.filter((post) => !showing(post))
    } else {
      ready = [...queriedLast, ...ready]
      queriedLast = []
      await queryCollections(api, ready, concurrency, fail, (post) => {
        if (!listedAt.has(post.id)) listedAt.set(post.id, now())
      })
    }
    const done = await finishPages(api, ready, { concurrency, records, fail, failed })
    if (onPages) await onPages(done, listedAt)
    else for (const [id, map] of done) pages.set(id, map)
  }
  return { pages, failed, listedAt }
}

interface Fetching {
  concurrency: number
  /** Records fetched so far for these posts, by keyOf: one request brings a record for all. */
  records: Map<string, unknown>
  fail: Fail
  /** Every post failed so far, and why (fetchPagesBatched's `failed`). */
  failed: ReadonlyMap<string, unknown>
}

/** The posts' blocks, level by level, MAX_LEVELS deep at most. */
async function fetchLevels(
  api: NotionAPI,
  posts: readonly Post[],
  { concurrency, records, fail, failed, prefix }: Fetching & { prefix: string }
): Promise<void> {
  let active = posts
  for (let level = 0; active.length > 0; level++) {
    const needs = new Map<string, Need>()
    for (const post of active)
      for (const pointer of stillMissing(post, records)) {
        const need = needs.get(keyOf(pointer)) ?? { pointer, posts: [] }
        need.posts.push(post)
        needs.set(keyOf(pointer), need)
      }
    const waiting = new Set([...needs.values()].flatMap((n) => n.posts))
    active = active.filter((post) => waiting.has(post))
    if (level >= MAX_LEVELS) {
      for (const post of active) fail(post, new Error(`more than ${MAX_LEVELS} levels of blocks`))
      break
    }
    if (needs.size > 0 && posts.length >= 20)
      log.info(
        `batched fetch: ${prefix}level ${level + 1}, ${needs.size} records for ${active.length} pages`
      )
    await requestAll(api, [...needs.values()], concurrency, records, fail)
    active = active.filter((post) => !failed.has(post.id))
  }
}

/**
 * The posts' mentioned users, then their files signed: the pages, but for a post whose root
 * block is missing or deleted (reported to `fail`).
 */
async function finishPages(
  api: NotionAPI,
  posts: readonly Post[],
  { concurrency, records, fail, failed }: Fetching
): Promise<Map<string, ExtendedRecordMap>> {
  const withUsers = posts.filter((post) => !failed.has(post.id))
  const userNeeds = new Map<string, Need>()
  for (const post of withUsers)
    for (const pointer of missingUsers(post.map)) {
      const need = userNeeds.get(keyOf(pointer)) ?? { pointer, posts: [] }
      need.posts.push(post)
      userNeeds.set(keyOf(pointer), need)
    }
  await requestAll(api, [...userNeeds.values()], concurrency, records, fail)
  for (const need of userNeeds.values())
    for (const post of need.posts)
      putRecord(post.map, 'notion_user', need.pointer.id, records.get(keyOf(need.pointer)) ?? NONE)
  records.clear()

  const pages = new Map<string, ExtendedRecordMap>()
  for (const post of posts) {
    if (failed.has(post.id)) continue
    const root = blockOf(post.map, post.id)
    if (!root || root.alive === false)
      fail(post, new PermanentPageError(`page ${post.id}: missing or deleted`))
    else pages.set(post.id, post.map)
  }
  await signFilesOf(api, [...pages.values()])
  return pages
}

/**
 * A post's map as its database left it: its row (the page block, with its `content` ids), the
 * database's collection and users (what a row page's loadPageChunk carries). A row the database
 * gave without `content` is asked for again, so a page never comes out empty by mistake.
 */
function postOf(row: Block, database: ExtendedRecordMap): Post {
  const record = database.block[row.id]
  const parent = row.parent_table === 'collection' ? database.collection?.[row.parent_id] : null
  const map: ExtendedRecordMap = {
    block: Array.isArray(row.content) && record ? { [row.id]: record } : {},
    collection: parent ? { [row.parent_id]: parent } : {},
    collection_view: {},
    notion_user: { ...database.notion_user },
    collection_query: {},
    signed_urls: {}
  }
  return { id: row.id, map }
}

/** The pointers a post still lacks, after taking what other posts' requests already brought. */
function stillMissing(post: Post, records: Map<string, unknown>): RecordPointer[] {
  for (;;) {
    const missing = missingRecords(post.map, post.id)
    const known = missing.filter((p) => records.has(keyOf(p)))
    if (known.length === 0) return missing
    for (const p of known) putRecord(post.map, p.table, p.id, records.get(keyOf(p)))
  }
}

/** Every need fetched, RECORD_BATCH_CAP to a request; a failed request is split by post. */
async function requestAll(
  api: NotionAPI,
  needs: Need[],
  concurrency: number,
  records: Map<string, unknown>,
  fail: (post: Post, error: unknown) => void
): Promise<void> {
  const request = async (chunk: Need[]): Promise<void> => {
    let tables: RecordTables
    try {
      tables = await syncRecords(
        api,
        chunk.map((n) => n.pointer)
      )
    } catch (error) {
      const posts = [...new Set(chunk.flatMap((n) => n.posts))]
      if (posts.length === 1 || isTransient(error)) {
        for (const post of posts) fail(post, error)
        return
      }
      const half = new Set(posts.slice(0, Math.ceil(posts.length / 2)))
      const split = (inHalf: boolean) =>
        chunk.flatMap((n) => {
          const own = n.posts.filter((p) => half.has(p) === inHalf)
          return own.length ? [{ pointer: n.pointer, posts: own }] : []
        })
      await request(split(true))
      await request(split(false))
      return
    }
    for (const { pointer } of chunk) {
      const record = tables[pointer.table]?.[pointer.id]
      // An id left out of the reply is one Notion will not show: never asked again.
      records.set(keyOf(pointer), record ?? NONE)
    }
  }
  await mapLimit(chunksOf(needs, RECORD_BATCH_CAP), concurrency, request)
}

/** Each view of each post's databases queried as getPage does, merged as getPage merges it. */
async function queryCollections(
  api: NotionAPI,
  posts: readonly Post[],
  concurrency: number,
  fail: (post: Post, error: unknown) => void,
  querying: (post: Post) => void
): Promise<void> {
  const queries = posts.flatMap((post) =>
    collectionQueriesOf(post.map, post.id).map((query) => ({ post, ...query }))
  )
  // One request each at the rate limit: 1,000 views at 10,000 posts are minutes with no other line.
  const progress = progressLogger(queries.length, { what: 'database views' })
  await mapLimit(queries, concurrency, async ({ post, collectionId, viewId, spaceId }) => {
    const { map } = post
    querying(post)
    try {
      const view = map.collection_view[viewId]
      const data = await api.getCollectionData(
        collectionId,
        viewId,
        view ? (getBlockValue(view) ?? undefined) : undefined,
        { limit: COLLECTION_LIMIT, ...(spaceId ? { spaceId } : {}) }
      )
      const found = data.recordMap
      map.block = { ...map.block, ...found.block }
      map.collection = { ...map.collection, ...found.collection }
      map.collection_view = { ...map.collection_view, ...found.collection_view }
      map.notion_user = { ...map.notion_user, ...found.notion_user }
      map.collection_query[collectionId] = {
        ...map.collection_query[collectionId],
        [viewId]: (data.result as { reducerResults?: never } | undefined)?.reducerResults
      } as never
    } catch (error) {
      fail(post, error)
    }
    progress()
  })
}
