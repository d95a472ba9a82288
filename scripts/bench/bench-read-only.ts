/**
 * Issue #42's evidence that edits go live on a read-only deploy: a 200-post bench workspace is
 * served by the mock Notion API (throttled like Notion), built once into its own dist dir with
 * its standalone server, then that server is started as an unprivileged user (`setpriv`, uid and
 * gid 65534) from a copy owned by root, in which it may write only the dist dir (less the build's
 * Notion cache) and a temp dir of its own (TMPDIR: where the data layer keeps its refreshes when
 * NOTION_CACHE_DIR is unset). Each instance: visit an article, edit that post in the mock (title
 * and body), visit it again every 3 s (or once 30 s after the edit, then every 3 s) until the
 * edit is served; count the Notion requests from the edit until then. Instances: warm (the
 * build's Notion cache shipped), cold (removed), and one that may write nothing but its temp dir
 * (what the Dockerfile's read-only container allows).
 *
 *   npm run bench:read-only [-- --posts 200] [--reuse] [--latency-ms 100]   # as root, ~6 min
 *
 * `--reuse` starts from the last build in .next-bench-read-only/ instead of building again;
 * `--latency-ms` gives the mock's replies another latency than 100 ms (the instances only).
 */
import { execFileSync, spawnSync } from 'node:child_process'
import {
  chmodSync,
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  type WriteStream
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { log } from '../../lib/log'
import type { MockNotion } from '../mock-notion/mock-server'
import { exitWithMessage } from '../script-errors'
import { benchEnv, measuredBuild, REVALIDATE_SECONDS } from './bench-build'
import { editPost } from './bench-edit'
import { MOCK_THROTTLE, serveWorkspace } from './bench-mock'
import { quiet } from './bench-server'
import { buildBenchWorkspace, firstPostOf } from './bench-workspace'
import { runInGroup, type GroupRun } from './process-group'
import { requestStats } from './request-stats'

const MOCK_PORT = Number(process.env.BENCH_MOCK_PORT ?? 3401)
const SERVER_PORT = Number(process.env.BENCH_PORT ?? 3402)
const DIST_DIR = '.next-bench-read-only'
/** `nobody` on Debian and most distributions: owns nothing. */
const NOBODY = 65534
const VISIT_EVERY_MS = 3000
const MAX_VISITS = 20
const ARTICLE = `/article/${firstPostOf('text')}`

interface Instance {
  name: string
  /** The build's Notion cache (`<dist dir>/cache/notion`) shipped beside the server. */
  buildCache: boolean
  /**
   * What the server may write besides its TMPDIR: its whole dist dir (less the build's Notion
   * cache), only the folder Next writes regenerated pages to (`<dist dir>/server/route-cache`),
   * or nothing.
   */
  writable: 'dist' | 'route-cache' | 'nothing'
  /** The first visit after the edit, this long after it. */
  firstVisitMs: number
}

const INSTANCES: Instance[] = [
  { name: 'warm', buildCache: true, writable: 'dist', firstVisitMs: VISIT_EVERY_MS },
  { name: 'cold', buildCache: false, writable: 'dist', firstVisitMs: VISIT_EVERY_MS },
  { name: 'warm, 30 s', buildCache: true, writable: 'dist', firstVisitMs: 30_000 },
  { name: 'cold, 30 s', buildCache: false, writable: 'dist', firstVisitMs: 30_000 },
  {
    name: 'warm, read-only app',
    buildCache: true,
    writable: 'nothing',
    firstVisitMs: VISIT_EVERY_MS
  },
  {
    name: 'warm, read-only app but route-cache',
    buildCache: true,
    writable: 'route-cache',
    firstVisitMs: VISIT_EVERY_MS
  }
]

const WRITABLE = {
  dist: 'dist dir + TMPDIR',
  'route-cache': 'server/route-cache + TMPDIR',
  nothing: 'TMPDIR'
}

interface Visit {
  /** Seconds after the edit. */
  at: number
  status: number
  body: boolean
  title: boolean
  /** Notion requests since the previous visit (or the edit). */
  requests: number
}

interface Result {
  instance: Instance
  /** The regeneration the first visit (before the edit) started. */
  firstRequests: number
  visits: Visit[]
  /** The first visit serving the new body and title, 1-based; null if none did. */
  liveOn: number | null
  /** From the edit until the edit was served and the mock fell quiet. */
  editRequests: ReturnType<typeof requestStats>
  /** Lines of the server's log: Next failing to write its page cache, the data layer's warning. */
  prerenderWriteFailures: number
  /** Files Next wrote for regenerated pages (`<dist dir>/server/route-cache`). */
  routeCacheFiles: number
  overlayWarnings: number
  /** Page and database files the data layer wrote into its overlay under TMPDIR. */
  overlayFiles: number
  logFile: string
}

function parseArgs(argv: string[]) {
  const at = argv.indexOf('--posts')
  const posts = at >= 0 ? Number(argv[at + 1]) : 200
  if (!Number.isInteger(posts) || posts < 8) throw new Error('--posts takes an integer ≥ 8')
  const latency = argv.indexOf('--latency-ms')
  const latencyMs = latency >= 0 ? Number(argv[latency + 1]) : MOCK_THROTTLE.latencyMs
  if (!Number.isInteger(latencyMs) || latencyMs < 0)
    throw new Error('--latency-ms takes an integer ≥ 0')
  return { posts, reuse: argv.includes('--reuse'), latencyMs }
}

/** Why this machine cannot run the bench, or null. */
function cannotRun(): string | null {
  if (process.platform !== 'linux') return 'it needs Linux (setpriv)'
  if (process.getuid?.() !== 0) return 'it must run as root, to start the server as uid 65534'
  if (spawnSync('setpriv', ['--version']).status !== 0) return 'setpriv (util-linux) is missing'
  return null
}

const asNobody = ['--reuid', String(NOBODY), '--regid', String(NOBODY), '--clear-groups']

/** Whether uid 65534 may write `file` (test -w, run as that user). */
const nobodyMayWrite = (file: string) =>
  spawnSync('setpriv', [...asNobody, 'test', '-w', file]).status === 0

const chownTree = (dir: string, uid: number) =>
  execFileSync('chown', ['-R', `${uid}:${uid}`, dir], { stdio: 'inherit' })

/**
 * A copy of the standalone server owned by root, as an image or a deploy unpacks it, and a temp
 * dir of its own: returns the folders, having checked who may write what.
 */
function prepareInstance(standalone: string, dir: string, instance: Instance) {
  const app = path.join(dir, 'app')
  const tmp = path.join(dir, 'tmp')
  // Files as old as the build, as a deploy has them: Next dates a built page by its file.
  cpSync(standalone, app, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true })
  chownTree(app, 0)
  const dist = path.join(app, DIST_DIR)
  const buildCache = path.join(dist, 'cache', 'notion')
  if (!instance.buildCache) rmSync(buildCache, { recursive: true, force: true })
  const routeCache = path.join(dist, 'server', 'route-cache')
  if (instance.writable === 'dist') {
    chownTree(dist, NOBODY)
    // The build's Notion cache stays read-only: the data layer must never need to write it.
    if (existsSync(buildCache)) chownTree(buildCache, 0)
  }
  if (instance.writable === 'route-cache') {
    mkdirSync(routeCache, { recursive: true })
    chownTree(routeCache, NOBODY)
  }
  mkdirSync(tmp)
  chownTree(tmp, NOBODY)
  chmodSync(tmp, 0o700)
  const expected: [string, boolean][] = [
    [process.cwd(), false],
    [app, false],
    [path.join(app, 'server.js'), false],
    [path.join(app, 'node_modules'), false],
    [path.join(dist, 'server', 'pages'), instance.writable === 'dist'],
    [path.join(dist, 'server'), instance.writable === 'dist'],
    [tmp, true]
  ]
  if (existsSync(buildCache)) expected.push([buildCache, false])
  for (const [file, writable] of expected)
    if (nobodyMayWrite(file) !== writable)
      throw new Error(`uid ${NOBODY} ${writable ? 'may not' : 'may'} write ${file}`)
  return { app, tmp }
}

async function startAsNobody(app: string, tmp: string, logTo: WriteStream): Promise<GroupRun> {
  const taken = await fetch(`http://127.0.0.1:${SERVER_PORT}/`).then(
    () => true,
    () => false
  )
  if (taken) throw new Error(`port ${SERVER_PORT} is in use; set BENCH_PORT to a free one`)
  // The settings a container is given; the workspace comes from the build's record.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: tmp,
    TMPDIR: tmp,
    PORT: String(SERVER_PORT),
    HOSTNAME: '127.0.0.1',
    NODE_ENV: 'production',
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_REVALIDATE_SECOND: String(REVALIDATE_SECONDS),
    NEXT_TELEMETRY_DISABLED: '1'
  }
  const args = [...asNobody, process.execPath, path.join(app, 'server.js')]
  const run = runInGroup('setpriv', args, { env, logTo, cwd: app })
  let exited = false
  void run.done.then(() => (exited = true))
  for (let i = 0; i < 120 && !exited; i++) {
    const up = await fetch(`http://127.0.0.1:${SERVER_PORT}/api/health`).then(
      (r) => r.ok,
      () => false
    )
    if (up) return run
    await sleep(500)
  }
  run.stop()
  throw new Error(`the standalone server exited or did not answer within 60 s; see ${logTo.path}`)
}

const stopped = async (run: GroupRun) => {
  run.stop()
  await Promise.race([run.done, sleep(10_000)])
}

const countLines = (file: string, pattern: RegExp) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => pattern.test(line)).length

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
}

async function runInstance(
  instance: Instance,
  standalone: string,
  dir: string,
  mock: MockNotion,
  workspace: ReturnType<typeof buildBenchWorkspace>
): Promise<Result> {
  const { app, tmp } = prepareInstance(standalone, dir, instance)
  const logFile = path.join(dir, 'server.log')
  const logTo = createWriteStream(logFile)
  const origin = `http://127.0.0.1:${SERVER_PORT}`
  log.info(`bench: ${instance.name}: standalone server as uid ${NOBODY}…`)
  const server = await startAsNobody(app, tmp, logTo)
  try {
    // The page built minutes ago is stale: this visit starts a regeneration of it.
    const before = mock.requests.length
    const first = await fetch(`${origin}${ARTICLE}`)
    await first.text()
    if (first.status !== 200) throw new Error(`${ARTICLE} answered ${first.status}`)
    await quiet(mock.requests, 3000)
    const firstRequests = mock.requests.length - before
    // Past the window of that regeneration: the first visit after the edit finds the page stale.
    await sleep(REVALIDATE_SECONDS * 1000)
    const label = instance.name.replace(/\W+/g, '-')
    const edit = editPost(mock.store, workspace, ARTICLE, label, { title: true })
    const fromEdit = mock.requests.length
    const visits: Visit[] = []
    let liveOn: number | null = null
    let seen = fromEdit
    for (let n = 1; n <= MAX_VISITS && liveOn === null; n++) {
      const due = edit.at + instance.firstVisitMs + (n - 1) * VISIT_EVERY_MS
      await sleep(Math.max(0, due - Date.now()))
      const at = (Date.now() - edit.at) / 1000
      const response = await fetch(`${origin}${ARTICLE}`)
      const html = await response.text()
      const visit = {
        at,
        status: response.status,
        body: html.includes(edit.marker),
        title: html.includes(edit.title ?? ''),
        requests: mock.requests.length - seen
      }
      seen = mock.requests.length
      visits.push(visit)
      if (visit.body && visit.title) liveOn = n
    }
    await quiet(mock.requests, 3000)
    const editRequests = requestStats(mock.requests.slice(fromEdit))
    const timeline = mock.requests.slice(before).map((r) => ({
      endpoint: r.endpoint,
      pageId: r.pageId,
      secondsAfterEdit: (r.at - edit.at) / 1000,
      status: r.status
    }))
    writeFileSync(path.join(dir, 'requests.json'), `${JSON.stringify(timeline, null, 2)}\n`)
    await stopped(server)
    await new Promise((resolve) => logTo.end(resolve))
    return {
      instance,
      firstRequests,
      visits,
      liveOn,
      editRequests,
      prerenderWriteFailures: countLines(logFile, /Failed to update prerender cache/),
      routeCacheFiles: countFiles(path.join(app, DIST_DIR, 'server', 'route-cache')),
      overlayWarnings: countLines(logFile, /cannot write the Notion cache/),
      overlayFiles: countFiles(tmp),
      logFile
    }
  } finally {
    await stopped(server)
    if (!logTo.writableEnded) logTo.end()
  }
}

function printResults(title: string, results: Result[]) {
  console.log(`\n${title}, ${ARTICLE}, NEXT_REVALIDATE_SECOND=${REVALIDATE_SECONDS}`)
  console.log(
    '| instance | writable | first visit: requests | edit live on visit | s after edit | requests, edit → live | by endpoint | prerender write failures | pages Next wrote | Notion cache write warnings | overlay files |'
  )
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |')
  for (const r of results) {
    const live = r.liveOn === null ? null : r.visits[r.liveOn - 1]
    const endpoints = Object.entries(r.editRequests.byEndpoint)
      .map(([name, count]) => `${name} ${count}`)
      .join(', ')
    const throttled = r.editRequests.throttled ? ` (${r.editRequests.throttled} × 429)` : ''
    console.log(
      [
        '',
        r.instance.name,
        WRITABLE[r.instance.writable],
        r.firstRequests,
        r.liveOn ?? `never (${r.visits.length} visits)`,
        live ? live.at.toFixed(1) : '-',
        `${r.editRequests.total}${throttled}`,
        endpoints || '-',
        r.prerenderWriteFailures,
        r.routeCacheFiles,
        r.overlayWarnings,
        r.overlayFiles,
        ''
      ]
        .join(' | ')
        .trim()
    )
  }
  for (const r of results) {
    const visits = r.visits
      .map(
        (v, i) =>
          `${i + 1}: ${v.at.toFixed(1)} s ${v.status}${v.body ? ' body' : ''}${v.title ? ' title' : ''} (${v.requests} req)`
      )
      .join('; ')
    console.log(`${r.instance.name}: ${visits}. Log, requests: ${path.dirname(r.logFile)}`)
  }
}

async function main() {
  const { posts, reuse, latencyMs } = parseArgs(process.argv.slice(2))
  const why = cannotRun()
  if (why) {
    log.info(`bench:read-only skipped: ${why}`)
    return
  }
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'notionpress-bench-ro-'))
  // The instances' folders must be reachable by the unprivileged user.
  chmodSync(tmp, 0o755)
  const standalone = path.resolve(DIST_DIR, 'standalone')
  if (!reuse || !existsSync(path.join(standalone, 'server.js'))) {
    const buildLog = createWriteStream(path.join(tmp, 'build.log'))
    const workspace = buildBenchWorkspace(posts)
    const { mock } = await serveWorkspace(workspace, MOCK_PORT)
    const env = {
      ...benchEnv(tmp, workspace.rootPageId, mock.url, DIST_DIR),
      EXPORT: 'false',
      STANDALONE: 'true',
      BASE_PATH: ''
    }
    log.info(`bench: building ${posts} posts into ${DIST_DIR}; output in ${tmp}/build.log`)
    try {
      await measuredBuild(`build, ${posts} posts`, env, mock.requests, buildLog)
    } finally {
      await mock.close()
      buildLog.end()
    }
  }
  const results: Result[] = []
  for (const [i, instance] of INSTANCES.entries()) {
    const dir = path.join(tmp, `instance-${i}`)
    mkdirSync(dir)
    chmodSync(dir, 0o755)
    // Each instance meets the workspace as built (a mock of its own on the build's port): the
    // edits of the instances before it are gone.
    const workspace = buildBenchWorkspace(posts)
    const { mock } = await serveWorkspace(workspace, MOCK_PORT, latencyMs)
    try {
      results.push(await runInstance(instance, standalone, dir, mock, workspace))
    } finally {
      await mock.close()
      rmSync(path.join(dir, 'app'), { recursive: true, force: true })
    }
  }
  printResults(`${posts} posts, mock latency ${latencyMs} ms`, results)
  const failed = results.filter((r) => r.liveOn === null || r.editRequests.total > 10)
  if (failed.length > 0) {
    log.error(`bench:read-only: ${failed.map((r) => r.instance.name).join(', ')} failed`)
    process.exitCode = 1
  }
}

main().catch(exitWithMessage)
