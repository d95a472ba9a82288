/**
 * `npm run bench [-- --posts N] [--detach]`: build a generated N-post workspace against the
 * throttled mock Notion API and report what owners (build time, requests, memory, edits) and
 * visitors (bytes per page) feel. bench/README.md explains every figure.
 */
import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { log } from '../../lib/log'
import { MockStore, startMockNotion } from '../mock-notion/mock-server'
import { exitWithMessage } from '../script-errors'
import { buildBenchWorkspace } from './bench-workspace'
import { editPost } from './bench-edit'
import { printReport, type BenchResults } from './bench-report'
import { probeIsr, quiet, startServer } from './bench-server'
import { benchRoutes, measureRoutes } from './bench-routes'
import { browserFigures } from './browser-bytes'
import { runInGroup } from './process-group'
import { requestStats } from './request-stats'

const SERVER_PORT = Number(process.env.BENCH_PORT ?? 3116)
const MOCK_PORT = Number(process.env.BENCH_MOCK_PORT ?? 4116)
const DIST_DIR = '.next-bench'
const REVALIDATE_SECONDS = 5
const RESULTS = path.resolve('bench', 'results')

function parseArgs(argv: string[]) {
  const at = argv.indexOf('--posts')
  const posts = at >= 0 ? Number(argv[at + 1]) : 200
  if (!Number.isInteger(posts) || posts < 8) throw new Error('--posts takes an integer ≥ 8')
  return { posts, detach: argv.includes('--detach') }
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
  const { posts, detach: background } = parseArgs(argv)
  if (background) return detach(argv)
  const started = Date.now()
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'notionpress-bench-'))
  const buildLog = createWriteStream(path.join(tmp, 'build.log'))
  log.info(`bench: ${posts} posts; build output in ${tmp}/build.log`)

  const workspace = buildBenchWorkspace(posts)
  const store = new MockStore()
  store.addRecordMap(workspace.database, workspace.rootPageId)
  for (const [id, map] of Object.entries(workspace.pages)) store.addRecordMap(map, id)
  const mock = await startMockNotion(store, {
    port: MOCK_PORT,
    throttle: { perSecond: 3, retryAfterSec: 1 },
    latencyMs: 100
  })
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NOTION_PAGE_ID: workspace.rootPageId,
    NOTION_API_BASE_URL: mock.url,
    NOTION_CACHE_DIR: path.join(tmp, 'cache'),
    NOTION_SNAPSHOT_DIR: '',
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_REVALIDATE_SECOND: String(REVALIDATE_SECONDS),
    NEXT_TELEMETRY_DISABLED: '1',
    // The build time measured is the product's: type checking the repository is `npm test`'s job
    // (an owner's `npm run build` still type-checks by default).
    NEXT_SKIP_TYPECHECK: '1'
  }
  const build = async (label: string) => {
    const from = mock.requests.length
    log.info(`bench: ${label}…`)
    const result = await runInGroup('npm', ['run', 'build'], { env, logTo: buildLog }).done
    if (result.code !== 0) throw new Error(`${label} failed (exit ${result.code}); see build.log`)
    const requests = requestStats(mock.requests.slice(from))
    log.info(`bench: ${label}: ${(result.wallMs / 1000).toFixed(1)} s, ${requests.total} requests`)
    return { wallMs: result.wallMs, peakRssBytes: result.peakRssBytes, requests }
  }

  const fullBuild = await build('full build')
  const routes = benchRoutes()
  const sizes = measureRoutes(DIST_DIR, routes)
  const edited = routes.find((r) => r.name === 'post, plain text')?.path ?? ''
  editPost(store, workspace, edited, 'rebuild')
  const rebuild = await build('rebuild after one edit')

  log.info('bench: ISR on next start…')
  const server = await startServer(SERVER_PORT, env, buildLog)
  let isr: BenchResults['isr']
  let browser: BenchResults['browser'] = []
  try {
    await fetch(`http://127.0.0.1:${SERVER_PORT}${edited}`).then((r) => r.text())
    // A regeneration that request started must not be counted as the edit's.
    await quiet(mock.requests, 3000)
    const from = mock.requests.length
    const { marker, at } = editPost(store, workspace, edited, 'isr')
    const url = `http://127.0.0.1:${SERVER_PORT}${edited}`
    const served = await probeIsr(url, marker, at, REVALIDATE_SECONDS)
    await quiet(mock.requests, 3000)
    isr = { ...served, requests: requestStats(mock.requests.slice(from)) }
    const names = ['home', 'post, plain text', 'post, code + equation', 'search']
    const paths = routes.filter((r) => names.includes(r.name)).map((r) => r.path)
    browser = await browserFigures(`http://127.0.0.1:${SERVER_PORT}`, paths)
  } finally {
    server.stop()
  }

  const results: BenchResults = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    posts,
    mock: { perSecond: 3, latencyMs: 100, retryAfterSec: 1 },
    fullBuild,
    rebuild,
    isr,
    sizes,
    browser,
    totalMs: Date.now() - started
  }
  mkdirSync(RESULTS, { recursive: true })
  const json = `${JSON.stringify(results, null, 2)}\n`
  writeFileSync(path.join(RESULTS, 'latest.json'), json)
  writeFileSync(path.join(RESULTS, `${stamp()}-n${posts}.json`), json)
  printReport(results)
  await mock.close()
  buildLog.end()
  rmSync(path.join(tmp, 'cache'), { recursive: true, force: true })
}

main().catch(exitWithMessage)
