import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ExtendedRecordMap } from 'notion-types'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { prepareBlocks } from '@/lib/body/prepare-blocks'
import { setLogSink } from '@/lib/log'
import { fetchWorkspace } from '@/lib/notion/fetch-workspace'
import { createNotionApi } from '@/lib/notion/notion-api'
import { createRateLimiter } from '@/lib/notion/rate-limiter'
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
 * at a cost counted here request by request.
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
    concurrency: 1
  })

/** Rebuild with a clean request log. */
async function rebuild(ws: TestWorkspace) {
  mock.requests.length = 0
  return build(ws)
}

const endpoints = () => mock.requests.map((r) => r.endpoint)

/** The rows a page's map lists for one view of one database, in order. */
function listed(map: ExtendedRecordMap | undefined, collectionId: string, viewId: string) {
  const query = map?.collection_query[collectionId]?.[viewId] as
    { collection_group_results?: { blockIds?: string[] } } | undefined
  return query?.collection_group_results?.blockIds
}

const LATER = Date.UTC(2025, 5, 1)

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

describe('a rebuild sees the rows of the databases inside posts', () => {
  it('a row added to an inline database (no record of the page, database or view changed)', async () => {
    const ws = buildTestWorkspace({ posts: 4, inlineDatabaseIn: [0, 2] })
    await serve(ws)
    await build(ws)
    const table = inlineDatabaseOf(0)
    const added = testId(6, 3)
    addRow(mock.store, table, { id: added, title: 'Added row', time: LATER })

    const rebuilt = await rebuild(ws)
    const post = ws.postIds[0] ?? ''
    expect(bodiesFetched(mock, ws)).toEqual([post])
    expect(listed(rebuilt.pages[post], table.collectionId, table.viewId)).toEqual([
      ...table.rows,
      added
    ])
    const page = rebuilt.pages[post]
    if (!page) throw new Error('the post is missing')
    const body = prepareBlocks(page, {
      config: { IMAGE_COMPRESS_WIDTH: 800 },
      rootId: post,
      mapPageUrl: (id) => `/page/${id}`
    })
    expect(await renderBody(body)).toContain('Added row')
  })

  it('a row removed, a row renamed, rows reordered', async () => {
    const ws = buildTestWorkspace({ posts: 4, inlineDatabaseIn: [0, 2] })
    await serve(ws)
    await build(ws)
    const table = inlineDatabaseOf(2)
    const post = ws.postIds[2] ?? ''
    const [first = '', second = ''] = table.rows

    removeRow(mock.store, table, second)
    let rebuilt = await rebuild(ws)
    expect(bodiesFetched(mock, ws)).toEqual([post])
    expect(listed(rebuilt.pages[post], table.collectionId, table.viewId)).toEqual([first])

    mock.store.updateBlock(first, {
      last_edited_time: LATER,
      properties: { title: [['Renamed row']] }
    })
    rebuilt = await rebuild(ws)
    expect(bodiesFetched(mock, ws)).toEqual([post])
    expect(JSON.stringify(rebuilt.pages[post])).toContain('Renamed row')

    const added = testId(6, 23)
    addRow(mock.store, table, { id: added, title: 'Third', time: LATER })
    await rebuild(ws)
    reorderRows(mock.store, table, [added, first])
    rebuilt = await rebuild(ws)
    expect(bodiesFetched(mock, ws)).toEqual([post])
    expect(listed(rebuilt.pages[post], table.collectionId, table.viewId)).toEqual([added, first])
  })

  it('a post added to the blog shows in a linked view of the blog database in another post', async () => {
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

    const rebuilt = await rebuild(ws)
    expect(rebuilt.pages[newPost]).toBeDefined()
    expect(listed(rebuilt.pages[holder], ws.collectionId, viewId)).toEqual([...posts, newPost])
  })
})

describe('a database shown in several posts', () => {
  it('is queried once; a post whose view filters rows out is refetched at every check', async () => {
    const ws = buildTestWorkspace({ posts: 3, inlineDatabaseIn: [0] })
    const table = inlineDatabaseOf(0)
    const filtered = testId(11, 2)
    const post = ws.postIds[1] ?? ''
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
    await serve(ws)
    await build(ws)

    await rebuild(ws)
    const queried = mock.requests
      .filter((r) => r.endpoint === 'queryCollection')
      .map((r) => (r.body.collectionView as { id: string }).id)
    // The database query (1), the shared database once by the first view seen (1), then the
    // filtered post's refetch queries its own view (1).
    expect(queried).toEqual([testId(3, 1), table.viewId, filtered])
    expect(bodiesFetched(mock, ws)).toEqual([post])
  })
})

describe('what the check costs', () => {
  it('a rebuild after one edit: the database, one query per database shown in posts, the edited pages', async () => {
    const ws = buildTestWorkspace({ posts: 6, inlineDatabaseIn: [0, 2] })
    addLinkedBlogView(ws, 4)
    await serve(ws)
    await build(ws)

    // Nothing changed: the database read (2), then one query per database the posts show (3):
    // the two inline databases and the blog database, whose linked view is in post 5.
    const check = [
      'loadPageChunk',
      'queryCollection',
      'queryCollection',
      'queryCollection',
      'queryCollection'
    ]
    await rebuild(ws)
    expect(endpoints()).toEqual(check)
    expect(bodiesFetched(mock, ws)).toEqual([])

    // One post edited: the same, then that post and the one listing it in its linked view,
    // together: their bodies (1), the linked view's view record (1) and its query (1).
    mock.store.updateBlock(ws.postIds[3] ?? '', { last_edited_time: LATER })
    await rebuild(ws)
    expect(bodiesFetched(mock, ws)).toEqual([ws.postIds[3], ws.postIds[4]])
    expect(endpoints()).toEqual([
      ...check,
      'syncRecordValuesMain',
      'syncRecordValuesMain',
      'queryCollection'
    ])

    // Without the linked view, one edit costs the check and the edited post's body alone.
    mock.store.updateBlock(ws.postIds[1] ?? '', { last_edited_time: LATER })
    await rebuild(ws)
    expect(bodiesFetched(mock, ws).sort()).toEqual([ws.postIds[1], ws.postIds[4]].sort())
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

    const rebuilt = await rebuild(ws)
    expect(Object.keys(rebuilt.pages).sort()).toEqual([...ws.postIds].sort())
    expect(JSON.stringify(rebuilt.pages[ws.postIds[2] ?? ''])).toContain('Added row')
    expect(logs.filter((l) => l.startsWith('warn:'))).toEqual([
      expect.stringContaining(`page ${ws.postIds[0]}`)
    ])
  })
})
