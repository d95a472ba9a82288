/**
 * `npm run build`'s prefetch runs in a worker thread of the starter, started from the starter's
 * own bundle (scripts/build.ts, bundled as `npm run build` bundles it): the thread fetches into the
 * cache, reports in the status file `next build`'s workers wait on, and ends, so its heap (every
 * fetched page) goes with it. A fetch that fails, or a thread that dies without a word, still
 * leaves `failed` with a message for the workers and the starter.
 */
import { buildSync } from 'esbuild'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import {
  readPrefetchStatus,
  waitForPrefetch,
  writePrefetchStatus
} from '../../lib/notion/prefetch-status'
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
  const ok = await prefetchInThread(statusFile, (n) => planned.push(n), pathToFileURL(bundle), {
    env: envOf(ws.rootPageId, mock.url),
    stdout: true
  })
  expect(ok).toBe(true)
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
  const ok = await prefetchInThread(statusFile, () => {}, pathToFileURL(bundle), {
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
  const ok = await prefetchInThread(statusFile, () => {}, 'throw new Error("out of memory")', {
    eval: true,
    stderr: true
  })
  expect(ok).toBe(false)
  await expect(waitForPrefetch(statusFile)).rejects.toThrow(
    /the prefetch thread ended without finishing \(out of memory\)/
  )
})
