/**
 * `npm run build`'s prefetch runs in a worker thread of the starter, started from the starter's
 * own bundle (scripts/build.ts, bundled as `npm run build` bundles it): the thread fetches into the
 * cache, reports in the status file `next build`'s workers wait on, and ends, so its heap (every
 * fetched page) goes with it. A fetch that fails, or a thread that dies without a word, still
 * leaves `failed` with a message for the workers and the starter.
 */
import { buildSync } from 'esbuild'
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import {
  readPrefetchStatus,
  waitForPrefetch,
  writePrefetchStatus
} from '../../lib/notion/prefetch-status'
import { CARD_NAME } from '../../lib/cards/card-store'
import { readRowsSnapshot } from '../../lib/notion/rows-snapshot'
import { EARLY_CARDS_CHILD } from '../../scripts/lib/early-cards'
import { startMockNotion, type MockNotion } from '../../scripts/mock-notion/mock-server'
import { prefetchInThread } from '../../scripts/prefetch-thread'
import { serveTestWorkspace } from '../support/mock-workspace'
import { buildTestWorkspace } from '../support/notion-workspace'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
// Inside the repository, so the bundle's external packages resolve from its node_modules.
const bundle = path.join(
  ROOT,
  'node_modules',
  '.cache',
  'notionpress',
  `build-test-${process.pid}.mjs`
)

let dir: string
let mock: MockNotion | undefined

beforeAll(() => {
  buildSync({
    entryPoints: [path.join(ROOT, 'scripts', 'build.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
    outfile: bundle
  })
})
afterAll(() => rmSync(bundle, { force: true }))
afterEach(async () => {
  await mock?.close()
  mock = undefined
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/** A status file saying `running`, as the starter writes it before the thread starts. */
async function running(): Promise<string> {
  dir = mkdtempSync(path.join(tmpdir(), 'prefetch-thread-'))
  const statusFile = path.join(dir, 'status.json')
  await writePrefetchStatus(statusFile, { state: 'running', pid: process.pid })
  return statusFile
}

/** The thread's environment: the mock's workspace, its cache under `dir`. */
const envOf = (rootPageId: string, apiUrl: string) => ({
  ...process.env,
  NOTION_PAGE_ID: rootPageId,
  NOTION_API_BASE_URL: apiUrl,
  NOTION_SNAPSHOT_DIR: '',
  NEXT_DIST_DIR: path.join(dir, 'dist')
})

it('fetches into the cache, tells the planned requests, says done and ends', async () => {
  const statusFile = await running()
  const ws = buildTestWorkspace({ posts: 3 })
  mock = await serveTestWorkspace(ws)
  const planned: number[] = []
  const rows: (string | null)[] = []
  const rowsFile = path.join(dir, 'rows.json')
  const ok = await prefetchInThread(
    statusFile,
    { onPlanned: (n) => planned.push(n), onRows: (file) => rows.push(file), rowsFile },
    pathToFileURL(bundle),
    { env: envOf(ws.rootPageId, mock.url), stdout: true }
  )
  expect(ok).toBe(true)
  // The rows, as soon as the database was read: every post's row, for the early share cards.
  expect(rows).toEqual([rowsFile])
  const snapshot = await readRowsSnapshot(rowsFile)
  expect(snapshot.rootPageId).toBe(ws.rootPageId)
  expect(snapshot.pageIds).toEqual(expect.arrayContaining(ws.postIds))
  for (const id of ws.postIds) expect(snapshot.database.block[id]).toBeDefined()
  expect(readPrefetchStatus(statusFile)).toEqual({ state: 'done', pid: process.pid })
  await expect(waitForPrefetch(statusFile)).resolves.toBeUndefined()
  expect(planned).toHaveLength(1)
  expect(planned[0]).toBeGreaterThan(0)
  const cache = path.join(dir, 'dist', 'cache', 'notion', ws.rootPageId)
  expect(existsSync(path.join(cache, 'workspace.json'))).toBe(true)
  for (const id of ws.postIds)
    expect(existsSync(path.join(cache, 'pages', `${id}.json`))).toBe(true)
})

it('reports a failed fetch with its own message, for the workers and the starter', async () => {
  const statusFile = await running()
  const ws = buildTestWorkspace({ posts: 3 })
  mock = await startMockNotion()
  mock.faults.push({ endpoint: 'loadPageChunk', status: 400 })
  const ok = await prefetchInThread(statusFile, { onPlanned: () => {} }, pathToFileURL(bundle), {
    env: envOf(ws.rootPageId, mock.url),
    stdout: true,
    stderr: true
  })
  expect(ok).toBe(false)
  const status = readPrefetchStatus(statusFile)
  expect(status?.state).toBe('failed')
  expect(status?.state === 'failed' && status.message).toMatch(/cannot read the blog database/)
  await expect(waitForPrefetch(statusFile)).rejects.toThrow(/the prefetch failed: cannot read/)
})

it('writes failed itself when the thread dies without a word, so no worker waits for it', async () => {
  const statusFile = await running()
  const ok = await prefetchInThread(
    statusFile,
    { onPlanned: () => {} },
    'throw new Error("out of memory")',
    {
      eval: true,
      stderr: true
    }
  )
  expect(ok).toBe(false)
  await expect(waitForPrefetch(statusFile)).rejects.toThrow(
    /the prefetch thread ended without finishing \(out of memory\)/
  )
})

it("draws the site's share cards from the rows in the build's own bundle, as the early card process", async () => {
  const statusFile = await running()
  const ws = buildTestWorkspace({ posts: 3 })
  mock = await serveTestWorkspace(ws)
  const env = { ...envOf(ws.rootPageId, mock.url), EXPORT: 'true', SHARE_CARD: 'card' }
  const rowsFile = path.join(dir, 'rows.json')
  let rows: string | null = null
  await prefetchInThread(
    statusFile,
    { onPlanned: () => {}, onRows: (file) => (rows = file), rowsFile },
    pathToFileURL(bundle),
    { env }
  )
  expect(rows).toBe(rowsFile)
  // The bundle run as startEarlyCards runs it (its priority is tested with the starter).
  const child = spawn(process.execPath, [bundle], {
    cwd: ROOT,
    env: { ...env, NODE_ENV: 'production', [EARLY_CARDS_CHILD]: rowsFile }
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  expect(code, output).toBe(0)
  // An export into a dist dir of its own keeps its cards beside it (exportCardsDirOf).
  const drawn = readdirSync(path.join(dir, 'dist-cards'))
  // The site's card and each post's, every one a whole card file.
  expect(drawn.length).toBeGreaterThanOrEqual(ws.postIds.length + 1)
  for (const name of drawn) expect(name).toMatch(CARD_NAME)
  expect(output).toContain(`${drawn.length} drawn early of the site's ${drawn.length};`)
  // Its own bundle of the card script is removed.
  expect(readdirSync(path.dirname(bundle)).filter((file) => file.includes('-early-'))).toEqual([])
}, 60_000)
