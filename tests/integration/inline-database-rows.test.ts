import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ExtendedRecordMap } from 'notion-types'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { prepareBlocks } from '@/lib/body/prepare-blocks'
import { setLogSink } from '@/lib/log'
import { fetchWorkspace } from '@/lib/notion/fetch-workspace'
import { createNotionApi } from '@/lib/notion/notion-api'
import { COLLECTION_LIMIT } from '@/lib/notion/fetch-page'
import { createRateLimiter } from '@/lib/notion/rate-limiter'
import { DEFAULT_ROW_QUERY_INTERVAL } from '@/lib/notion/row-queries'
import { valueOf } from '@/scripts/mock-notion/mock-store'
import type { MockNotion } from '@/scripts/mock-notion/mock-server'
import { renderBody } from '@/tests/components/render-body'
import { fakeClock, type FakeClock } from '@/tests/support/fake-clock'
import { bodiesFetched, serveTestWorkspace } from '@/tests/support/mock-workspace'
import {
  addDatabaseView,
  addLinkedBlogView,
  addRow,
  inlineDatabaseOf,
  linkedViewOf,
  removeRow,
  reorderRows
} from '@/tests/support/inline-rows'
import { buildTestWorkspace, testId, type TestWorkspace } from '@/tests/support/notion-workspace'

/*
 * Rows added to, removed from, edited in or reordered in a database shown inside a post (an
 * inline database, or a linked view of the blog database itself) show after the next rebuild,
 * at a cost counted here request by request. What a record tells (an edited, deleted or moved
 * row, a view, the schema) shows at the next rebuild without a query; a row added without any
 * record changing (through the API, a form, another view) once the database's last listing is
 * NOTION_ROW_QUERY_INTERVAL old. A database holding more rows than one query answers (Notion has
 * no next page for it; the mock cuts its answer the same way) is never silent.
 */

let mock: MockNotion
let cacheDir: string
let clock: FakeClock
let logs: string[]
let restoreLog: () => void

async function serve(workspace: TestWorkspace) {
  mock = await serveTestWorkspace(workspace)
}

const build = (ws: TestWorkspace) =>
  fetchWorkspace(ws.rootPageId, {
    api: createNotionApi({ apiBaseUrl: mock.url, clock, limiter: createRateLimiter(0, clock) }),
    cacheDir,
    concurrency: 1,
    clock
  })

const INTERVAL_MS = DEFAULT_ROW_QUERY_INTERVAL * 1000

/** Time passes until every database's last listing is an interval old. */
const intervalPasses = () => clock.sleep(INTERVAL_MS)

/** Rebuild with a clean request log. */
async function rebuild(ws: TestWorkspace) {
  mock.requests.length = 0
  return build(ws)
}

const endpoints = () => mock.requests.map((r) => r.endpoint)

/**
 * The databases the check queried (collection ids): the queries between its record request
 * (the one after the database read) and the next record request (a refetch's), if any.
 */
function checkQueries(): string[] {
  const sent = endpoints()
  const start = sent.indexOf('syncRecordValuesMain')
  const end = sent.indexOf('syncRecordValuesMain', start + 1)
  return mock.requests
    .slice(start + 1, end < 0 ? undefined : end)
    .filter((r) => r.endpoint === 'queryCollection')
    .map((r) => (r.body.collection as { id: string }).id)
}

/** The rows a page's map lists for one view of one database, in order. */
function listed(map: ExtendedRecordMap | undefined, collectionId: string, viewId: string) {
  const query = map?.collection_query[collectionId]?.[viewId] as
    { collection_group_results?: { blockIds?: string[] } } | undefined
  return query?.collection_group_results?.blockIds
}

const LATER = Date.UTC(2025, 5, 1)

const warnings = () => logs.filter((l) => l.startsWith('warn:'))

/** `count` rows added to a database's view, each a Menu row (no page of its own to fetch). */
function addMenuRows(at: { collectionId: string; viewId: string }, count: number) {
  for (let i = 0; i < count; i++) {
    const id = testId(12, i + 1)
    addRow(mock.store, at, { id, title: `Menu ${i}`, time: 1 })
    mock.store.updateBlock(id, { properties: { title: [[`Menu ${i}`]], TyPe: [['Menu']] } })
  }
}

beforeEach(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'inline-rows-'))
  clock = fakeClock()
  logs = []
  restoreLog = setLogSink((level, message) => logs.push(`${level}: ${message}`))
})

afterEach(async () => {
  restoreLog()
  await mock?.close()
  await rm(cacheDir, { recursive: true, force: true })
})

/** Post `index`'s prepared body, rendered to HTML. */
async function rendered(workspace: { pages: Record<string, ExtendedRecordMap> }, post: string) {
  const page = workspace.pages[post]
  if (!page) throw new Error('the post is missing')
  const body = prepareBlocks(page, {
    config: { IMAGE_COMPRESS_WIDTH: 800 },
    rootId: post,
    mapPageUrl: (id) => `/page/${id}`
  })
  return renderBody(body)
}

describe('what a record tells shows at the next rebuild, without a query', () => {
  it('a row edited, a row deleted, a view changed, the schema changed: that post alone', async () => {
    const ws = buildTestWorkspace({ posts: 4, inlineDatabaseIn: [0, 2] })
    await serve(ws)
    await build(ws)
    const table = inlineDatabaseOf(0)
    const post = ws.postIds[0] ?? ''
    const [first = '', second = ''] = table.rows

    mock.store.updateBlock(first, {
      last_edited_time: LATER,
      properties: { title: [['Renamed row']] }
    })
    let rebuilt = await rebuild(ws)
    expect(checkQueries()).toEqual([])
    expect(bodiesFetched(mock, ws)).toEqual([post])
    expect(await rendered(rebuilt, post)).toContain('Renamed row')

    // Notion keeps edit times to the minute: an edit within it changes the row's version alone.
    mock.store.updateBlock(first, { version: 7, properties: { title: [['Renamed again']] } })
    rebuilt = await rebuild(ws)
    expect(checkQueries()).toEqual([])
    expect(await rendered(rebuilt, post)).toContain('Renamed again')

    removeRow(mock.store, table, second)
    rebuilt = await rebuild(ws)
    expect(checkQueries()).toEqual([])
    expect(bodiesFetched(mock, ws)).toEqual([post])
    expect(listed(rebuilt.pages[post], table.collectionId, table.viewId)).toEqual([first])

    Object.assign(valueOf(mock.store.views[table.viewId]) ?? {}, { format: { table_wrap: true } })
    await rebuild(ws)
    expect(checkQueries()).toEqual([])
    expect(bodiesFetched(mock, ws)).toEqual([post])

    const collection = valueOf(mock.store.collections[table.collectionId]) ?? {}
    Object.assign(collection, { schema: { title: { name: 'Renamed column', type: 'title' } } })
    rebuilt = await rebuild(ws)
    expect(checkQueries()).toEqual([])
    expect(bodiesFetched(mock, ws)).toEqual([post])
    expect(JSON.stringify(rebuilt.pages[post])).toContain('Renamed column')

    // Nothing changed: the database read and one record request, nothing else.
    await rebuild(ws)
    expect(endpoints()).toEqual(['loadPageChunk', 'queryCollection', 'syncRecordValuesMain'])
  })

  it('rows dragged into a new order (the view’s page_sort)', async () => {
    const ws = buildTestWorkspace({ posts: 4, inlineDatabaseIn: [2] })
    await serve(ws)
    await build(ws)
    const table = inlineDatabaseOf(2)
    const [first = '', second = ''] = table.rows
    reorderRows(mock.store, table, [second, first])
    const rebuilt = await rebuild(ws)
    expect(checkQueries()).toEqual([])
    expect(listed(rebuilt.pages[ws.postIds[2] ?? ''], table.collectionId, table.viewId)).toEqual([
      second,
      first
    ])
  })
})

describe('a row added by hand in the view a post shows', () => {
  it('is in that view’s page_sort: seen at the next rebuild, without a query', async () => {
    const ws = buildTestWorkspace({ posts: 4, inlineDatabaseIn: [2] })
    await serve(ws)
    await build(ws)
    const table = inlineDatabaseOf(2)
    const added = testId(6, 23)
    addRow(mock.store, table, { id: added, title: 'Typed in the view', time: LATER })
    Object.assign(valueOf(mock.store.views[table.viewId]) ?? {}, {
      page_sort: [...table.rows, added]
    })
    const rebuilt = await rebuild(ws)
    expect(checkQueries()).toEqual([])
    expect(await rendered(rebuilt, ws.postIds[2] ?? '')).toContain('Typed in the view')
  })
})

describe('a row added without any record changing (the API, a form, another view)', () => {
  it('is not queried within the interval, and shows once it has passed', async () => {
    const ws = buildTestWorkspace({ posts: 4, inlineDatabaseIn: [0, 2] })
    await serve(ws)
    await build(ws)
    const table = inlineDatabaseOf(0)
    const post = ws.postIds[0] ?? ''
    const added = testId(6, 3)
    addRow(mock.store, table, { id: added, title: 'Added row', time: LATER })

    await clock.sleep(INTERVAL_MS - 1000)
    let rebuilt = await rebuild(ws)
    expect(endpoints()).toEqual(['loadPageChunk', 'queryCollection', 'syncRecordValuesMain'])
    expect(await rendered(rebuilt, post)).not.toContain('Added row')

    await clock.sleep(1000)
    rebuilt = await rebuild(ws)
    expect(checkQueries().sort()).toEqual([table.collectionId, inlineDatabaseOf(2).collectionId])
    expect(bodiesFetched(mock, ws)).toEqual([post])
    expect(listed(rebuilt.pages[post], table.collectionId, table.viewId)).toEqual([
      ...table.rows,
      added
    ])
    expect(await rendered(rebuilt, post)).toContain('Added row')

    // Both databases were listed just now: the next rebuild queries neither.
    await rebuild(ws)
    expect(checkQueries()).toEqual([])
  })

  it('a post added to the blog shows at once in a linked view of the blog database', async () => {
    const ws = buildTestWorkspace({ posts: 4 })
    addLinkedBlogView(ws, 1)
    await serve(ws)
    const built = await build(ws)
    const holder = ws.postIds[1] ?? ''
    const { viewId } = linkedViewOf(1)
    const posts = [...ws.postIds]
    expect(listed(built.pages[holder], ws.collectionId, viewId)).toEqual(posts)

    const newPost = testId(4, 99)
    const body = testId(5, 99)
    mock.store.blocks[body] = {
      role: 'reader',
      value: { id: body, type: 'text', parent_id: newPost, parent_table: 'block', alive: true }
    }
    mock.store.pages.set(newPost, [newPost, body])
    const rootView = { collectionId: ws.collectionId, viewId: testId(3, 1) }
    const row = { id: newPost, title: 'Newest post', time: LATER, content: [body] }
    addRow(mock.store, rootView, row)
    mock.store.updateBlock(newPost, {
      properties: { title: [['Newest post']], TyPe: [['Post']], StAt: [['Published']] }
    })
    ;(
      mock.store.queries[ws.collectionId]?.[viewId] as {
        collection_group_results: { blockIds: string[] }
      }
    ).collection_group_results.blockIds.push(newPost)

    // The database read lists the new row, edited after the holder last listed its view.
    const rebuilt = await rebuild(ws)
    expect(rebuilt.pages[newPost]).toBeDefined()
    expect(listed(rebuilt.pages[holder], ws.collectionId, viewId)).toEqual([...posts, newPost])
  })
})

describe('a database shown in several posts', () => {
  const withFilteredView = () => {
    const ws = buildTestWorkspace({ posts: 3, inlineDatabaseIn: [0] })
    const table = inlineDatabaseOf(0)
    const filtered = testId(11, 2)
    const titleIs = { operator: 'string_is', value: { type: 'exact', value: 'Row 1' } }
    addDatabaseView(ws, 1, {
      collectionId: table.collectionId,
      viewId: filtered,
      blockId: testId(10, 2),
      rows: table.rows.slice(0, 1),
      from: ws.recordMaps[1] ?? {},
      view: {
        type: 'table',
        format: {},
        query2: { filter: { operator: 'and', filters: [{ property: 'title', filter: titleIs }] } }
      }
    })
    return { ws, table, filtered }
  }

  it('is queried once an interval; a post whose view filters rows out is refetched then', async () => {
    const { ws, table, filtered } = withFilteredView()
    await serve(ws)
    await build(ws)

    await rebuild(ws)
    expect(checkQueries()).toEqual([])
    expect(bodiesFetched(mock, ws)).toEqual([])

    await intervalPasses()
    await rebuild(ws)
    const queried = mock.requests
      .filter((r) => r.endpoint === 'queryCollection')
      .map((r) => (r.body.collectionView as { id: string }).id)
    // The database query (1), the shared database once by the first view seen (1), then the
    // filtered post's refetch queries its own view (1).
    expect(queried).toEqual([testId(3, 1), table.viewId, filtered])
    expect(bodiesFetched(mock, ws)).toEqual([ws.postIds[1]])
  })

  it('a row edited that a filtered view does not hold: the database is queried at once', async () => {
    const { ws, table } = withFilteredView()
    await serve(ws)
    await build(ws)
    // Row 2 renamed "Row 1": the first post holds it (its record changed), the second, whose
    // view lists rows named "Row 1", does not, and may now have to.
    mock.store.updateBlock(table.rows[1] ?? '', {
      last_edited_time: LATER,
      properties: { title: [['Row 1']] }
    })
    await rebuild(ws)
    expect(checkQueries()).toEqual([table.collectionId])
    expect(bodiesFetched(mock, ws)).toEqual([ws.postIds[0], ws.postIds[1]])
  })
})

describe('what the check costs', () => {
  it('a rebuild after one edit: the database, one record request, the edited pages', async () => {
    const ws = buildTestWorkspace({ posts: 6, inlineDatabaseIn: [0, 2] })
    addLinkedBlogView(ws, 4)
    await serve(ws)
    await build(ws)

    // Nothing changed: the database read (2), then one record request for the databases the
    // posts show (the two inline databases and the blog database, in post 5's linked view).
    const check = ['loadPageChunk', 'queryCollection', 'syncRecordValuesMain']
    await rebuild(ws)
    expect(endpoints()).toEqual(check)
    expect(bodiesFetched(mock, ws)).toEqual([])

    // One post edited: the same, then that post and the one listing it in its linked view (its
    // row's record changed), together: their bodies (1), the linked view's view record (1) and
    // its query (1).
    mock.store.updateBlock(ws.postIds[3] ?? '', { last_edited_time: LATER })
    await rebuild(ws)
    expect(bodiesFetched(mock, ws)).toEqual([ws.postIds[3], ws.postIds[4]])
    expect(endpoints()).toEqual([
      ...check,
      'syncRecordValuesMain',
      'syncRecordValuesMain',
      'queryCollection'
    ])

    // Once the interval has passed: one query per database shown in posts besides.
    await intervalPasses()
    await rebuild(ws)
    expect(checkQueries().sort()).toEqual(
      [ws.collectionId, inlineDatabaseOf(0).collectionId, inlineDatabaseOf(2).collectionId].sort()
    )
    expect(bodiesFetched(mock, ws)).toEqual([])
  })

  it('a database that cannot be queried costs its own post only, which keeps its cached copy', async () => {
    const ws = buildTestWorkspace({ posts: 4, inlineDatabaseIn: [0, 2] })
    await serve(ws)
    await build(ws)
    const broken = inlineDatabaseOf(0)
    mock.faults.push({
      endpoint: 'queryCollection',
      collectionId: broken.collectionId,
      status: 400
    })
    addRow(mock.store, inlineDatabaseOf(2), { id: testId(6, 23), title: 'Added row', time: LATER })

    await intervalPasses()
    const rebuilt = await rebuild(ws)
    expect(Object.keys(rebuilt.pages).sort()).toEqual([...ws.postIds].sort())
    expect(JSON.stringify(rebuilt.pages[ws.postIds[2] ?? ''])).toContain('Added row')
    expect(warnings()).toEqual([expect.stringContaining(`page ${ws.postIds[0]}`)])
  })

  it('the record request failing: every checked post is refetched, none is lost', async () => {
    const ws = buildTestWorkspace({ posts: 4, inlineDatabaseIn: [0, 2] })
    await serve(ws)
    await build(ws)
    mock.faults.push({ endpoint: 'syncRecordValuesMain', status: 400, times: 1 })
    const rebuilt = await rebuild(ws)
    expect(bodiesFetched(mock, ws)).toEqual([ws.postIds[0], ws.postIds[2]])
    expect(Object.keys(rebuilt.pages).sort()).toEqual([...ws.postIds].sort())
  })
})

describe('a database holding more rows than one query answers (COLLECTION_LIMIT)', () => {
  it('the blog database: the site is built from the first rows, and the log says how many are left out', async () => {
    const ws = buildTestWorkspace({ posts: 2 })
    await serve(ws)
    const posts = [...ws.postIds] // the stored query holds that very list, which grows below
    addMenuRows({ collectionId: ws.collectionId, viewId: testId(3, 1) }, COLLECTION_LIMIT)
    const loaded = await build(ws)
    expect(Object.keys(loaded.pages).sort()).toEqual(posts.sort())
    expect(warnings()).toEqual([
      expect.stringContaining(
        `the blog database has ${COLLECTION_LIMIT + 2} rows in view ${testId(3, 1)}, and Notion answers at most ${COLLECTION_LIMIT} to a query: 2 rows past the first ${COLLECTION_LIMIT}`
      )
    ])
  })

  it('a database shown in a post: its query proves nothing, so only its records are compared, with a warning', async () => {
    const ws = buildTestWorkspace({ posts: 2, inlineDatabaseIn: [0] })
    await serve(ws)
    await build(ws)
    const table = inlineDatabaseOf(0)
    addMenuRows(table, COLLECTION_LIMIT)
    await clock.sleep(DEFAULT_ROW_QUERY_INTERVAL * 1000)
    mock.requests.length = 0
    const rebuilt = await build(ws)
    // Queried (its last listing is an interval old), cut short: the page is kept as it was.
    expect(mock.count('queryCollection')).toBe(2)
    expect(bodiesFetched(mock, ws)).toEqual([])
    expect(rebuilt.pages[ws.postIds[0] ?? '']).toBeDefined()
    expect(warnings()).toEqual([
      expect.stringContaining(
        `the database ${table.collectionId} shown in a post has more than ${COLLECTION_LIMIT} rows`
      )
    ])
  })
})
