/**
 * `npm run bench [-- --posts N] [--detach]`: build a generated N-post workspace against the
 * throttled mock Notion API and report what owners (build time, requests, memory, edits) and
 * visitors (bytes per page against a bare Next.js app, props against block maps, search) feel.
 * bench/README.md explains every figure.
 */
import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { log } from '../../lib/log'
import type { MockRequest } from '../mock-notion/mock-server'
import { exitWithMessage } from '../script-errors'
import { BARE_PAGE_OF, measureBare, pairWithBare } from './bare-next'
import { editPost } from './bench-edit'
import { serveWorkspace, MOCK_THROTTLE } from './bench-mock'
import { benchEnv, emptyNotionCache, measuredBuild, REVALIDATE_SECONDS } from './bench-build'
import { printReport, type BenchResults } from './bench-report'
import { benchRoutes, measureRoutes } from './bench-routes'
import { probeIsr, quiet, startServer } from './bench-server'
import { buildBenchWorkspace } from './bench-workspace'
import { coldBench } from './cold-build'
import { browserFigures } from './browser-bytes'
import { articleRoutes, blockMapBytes, dataBytes } from './data-vs-blocks'
import { requestStats } from './request-stats'
import { loadPhase, loadTargets } from './load-phase'
import { searchFigures } from './search-figures'
import { buildSiteData } from '../../lib/content/site-data'
import { buildSearchIndex } from '../../lib/search/build-search-index'

const SERVER_PORT = Number(process.env.BENCH_PORT ?? 3116)
const BARE_PORT = SERVER_PORT + 1
const MOCK_PORT = Number(process.env.BENCH_MOCK_PORT ?? 4116)
const DIST_DIR = '.next-bench'
const TENTH_DIST_DIR = '.next-bench-tenth'
const RESULTS = path.resolve('bench', 'results')

function parseArgs(argv: string[]) {
  const at = argv.indexOf('--posts')
  const posts = at >= 0 ? Number(argv[at + 1]) : 200
  if (!Number.isInteger(posts) || posts < 8) throw new Error('--posts takes an integer ≥ 8')
  return { posts, detach: argv.includes('--detach'), cold: argv.includes('--cold') }
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19)

/** Re-run this script in the background with its output in a log file, and say where. */
function detach(argv: string[]): void {
  mkdirSync(RESULTS, { recursive: true })
  const file = path.join(RESULTS, `${stamp()}.log`)
  const fd = openSync(file, 'a')
  const args = argv.filter((a) => a !== '--detach')
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1] ?? '', ...args], {
    detached: true,
    stdio: ['ignore', fd, fd]
  })
  child.unref()
  log.info(`bench running in the background (pid ${child.pid}); log: ${file}`)
}

async function main() {
  const argv = process.argv.slice(2)
  const { posts, detach: background, cold } = parseArgs(argv)
  if (background) return detach(argv)
  if (cold)
    return coldBench(posts, MOCK_PORT, RESULTS, {
      sequential: argv.includes('--sequential'),
      warmCompile: argv.includes('--warm-compile')
    })
  const started = Date.now()
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'notionpress-bench-'))
  const buildLog = createWriteStream(path.join(tmp, 'build.log'))
  log.info(`bench: ${posts} posts; build output in ${tmp}/build.log`)
  for (const distDir of [DIST_DIR, TENTH_DIST_DIR]) emptyNotionCache(distDir)

  const envFor = (rootPageId: string, mockUrl: string, distDir: string) =>
    benchEnv(tmp, rootPageId, mockUrl, distDir)
  const build = (label: string, env: NodeJS.ProcessEnv, requests: readonly MockRequest[]) =>
    measuredBuild(label, env, requests, buildLog)

  const workspace = buildBenchWorkspace(posts)
  const { store, mock } = await serveWorkspace(workspace, MOCK_PORT)
  const env = envFor(workspace.rootPageId, mock.url, DIST_DIR)
  const fullBuild = await build('full build', env, mock.requests)
  const routes = benchRoutes()
  const sizes = measureRoutes(DIST_DIR, routes)
  const articles = articleRoutes(routes).map((route) => ({
    ...route,
    blockMapBytes: blockMapBytes(workspace, route.path),
    atN: dataBytes(DIST_DIR, route.path)
  }))
  const edited = routes.find((r) => r.name === 'post, plain text')?.path ?? ''
  editPost(store, workspace, edited, 'rebuild')
  const rebuild = await build('rebuild after one edit', env, mock.requests)

  log.info('bench: ISR, Chromium and search on next start…')
  const origin = `http://127.0.0.1:${SERVER_PORT}`
  const server = await startServer(SERVER_PORT, env, buildLog)
  let isr: BenchResults['isr']
  let pages: Awaited<ReturnType<typeof browserFigures>> = []
  let search: BenchResults['search']
  let load: BenchResults['load']
  try {
    await fetch(`${origin}${edited}`).then((r) => r.text())
    // A regeneration that request started must not be counted as the edit's.
    await quiet(mock.requests, 3000)
    const from = mock.requests.length
    const { marker, at } = editPost(store, workspace, edited, 'isr')
    const served = await probeIsr(`${origin}${edited}`, marker, at, REVALIDATE_SECONDS)
    await quiet(mock.requests, 3000)
    isr = { ...served, requests: requestStats(mock.requests.slice(from)) }
    const measured = routes.filter((r) => r.name in BARE_PAGE_OF)
    pages = await browserFigures(
      origin,
      measured.map((r) => r.path)
    )
    const data = buildSiteData({ ...workspace, fetchedAt: new Date().toISOString() })
    search = await searchFigures(origin, buildSearchIndex(data))
    load = await loadPhase(origin, loadTargets(edited), {
      mock,
      beforeEach: () => void editPost(store, workspace, edited, 'load')
    })
  } finally {
    server.stop()
  }
  await mock.close()

  const bare = await measureBare(BARE_PORT, env, buildLog)
  const browser = pairWithBare(routes, pages, bare.pages)

  const tenthPosts = Math.max(8, Math.round(posts / 10))
  const tenth = buildBenchWorkspace(tenthPosts)
  const tenthMock = await serveWorkspace(tenth, MOCK_PORT + 1)
  const tenthEnv = envFor(tenth.rootPageId, tenthMock.mock.url, TENTH_DIST_DIR)
  const tenthBuild = await build(
    `full build at ${tenthPosts} posts`,
    tenthEnv,
    tenthMock.mock.requests
  )
  await tenthMock.mock.close()
  const dataVsBlocks = articles.map((a) => ({ ...a, atTenth: dataBytes(TENTH_DIST_DIR, a.path) }))
  const tenthSizes = measureRoutes(TENTH_DIST_DIR, routes)

  const results: BenchResults = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    posts,
    mock: MOCK_THROTTLE,
    fullBuild,
    rebuild,
    isr,
    sizes,
    browser,
    bareBuild: bare.build,
    load,
    bareLoad: bare.load,
    tenth: { posts: tenthPosts, build: tenthBuild, sizes: tenthSizes },
    dataVsBlocks,
    search,
    totalMs: Date.now() - started
  }
  mkdirSync(RESULTS, { recursive: true })
  const json = `${JSON.stringify(results, null, 2)}\n`
  writeFileSync(path.join(RESULTS, 'latest.json'), json)
  writeFileSync(path.join(RESULTS, `${stamp()}-n${posts}.json`), json)
  printReport(results)
  buildLog.end()
  for (const dir of [
    path.join(tmp, `cache-${DIST_DIR}`),
    path.join(tmp, `cache-${TENTH_DIST_DIR}`)
  ])
    rmSync(dir, { recursive: true, force: true })
}

main().catch(exitWithMessage)
