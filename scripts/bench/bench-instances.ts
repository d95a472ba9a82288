/**
 * Several instances of one build sharing one Redis (REDIS_URL), against the same instances
 * without it: one standalone build of a bench workspace (REDIS_URL is read when each server
 * starts, never by the build), three copies of its standalone server (each its own dist dir,
 * temp dir and Notion cache, as three machines would have) and the mock Notion API with Notion's
 * latency and rate limit.
 *
 * Visits: visit the article on every instance, wait out the window, edit the post in the mock,
 * then past the window visit the instances in turn, one visit a second, until each has served the
 * edit; count Notion's requests from the edit until then.
 *
 * Load: autocannon on home and the article through a round-robin over the instances (one
 * instance alone, then three on Redis, then three with Redis killed halfway, then three with an
 * instance killed halfway), the post edited every 2 s; requests/s, p50/p99, errors and Notion's
 * requests.
 *
 *   npx tsx scripts/bench/bench-instances.ts [--posts 40] [--reuse] [--latency-ms 100] [--load-only]
 *
 * By hand (a build, ~3-6 min on two cores); figures in bench/README.md. Ports: BENCH_PORT (3901:
 * the mock, then one per instance, then the round-robin), BENCH_REDIS_PORT (6391). Needs
 * redis-server on the PATH and autocannon (`npm run tools:install`).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { log } from '../../lib/log'
import type { MockNotion } from '../mock-notion/mock-server'
import { exitWithMessage } from '../script-errors'
import { benchEnv, measuredBuild, REVALIDATE_SECONDS } from './bench-build'
import { editPost } from './bench-edit'
import { serveWorkspace } from './bench-mock'
import { quiet } from './bench-server'
import { buildBenchWorkspace, firstPostOf } from './bench-workspace'
import { runInGroup, type GroupRun } from './process-group'
import { requestStats } from './request-stats'
import { startRoundRobin } from './round-robin'
import { importTool } from '../lib/tools'
import { runFigures, type RunFigures } from './load-phase'
import type autocannon from 'autocannon'

const BASE_PORT = Number(process.env.BENCH_PORT ?? 3901)
const REDIS_PORT = Number(process.env.BENCH_REDIS_PORT ?? 6391)
const REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`
const DIST_DIR = '.next-bench-instances'
const INSTANCES = 3
const ARTICLE = `/article/${firstPostOf('text')}`
const MAX_VISITS = 30

const flag = (name: string) => process.argv.includes(name)
const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name)
  return at >= 0 ? Number(process.argv[at + 1]) : fallback
}

async function startRedis(dir: string): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--dir', dir],
    { stdio: ['ignore', 'pipe', 'inherit'] }
  )
  let output = ''
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)))
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Ready to accept connections')) resolve()
    })
  })
  child.removeAllListeners('exit')
  child.stdout?.resume()
  return child
}

async function startInstance(
  standalone: string,
  dir: string,
  port: number,
  redis: boolean
): Promise<GroupRun> {
  const app = path.join(dir, 'app')
  const tmp = path.join(dir, 'tmp')
  cpSync(standalone, app, { recursive: true, verbatimSymlinks: true })
  mkdirSync(tmp, { recursive: true })
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: tmp,
    TMPDIR: tmp,
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    NODE_ENV: 'production',
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_REVALIDATE_SECOND: String(REVALIDATE_SECONDS),
    NEXT_TELEMETRY_DISABLED: '1',
    ...(redis ? { REDIS_URL } : {})
  }
  const logTo = createWriteStream(path.join(dir, 'server.log'))
  const run = runInGroup(process.execPath, [path.join(app, 'server.js')], { env, logTo, cwd: app })
  for (let i = 0; i < 120; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false
    )
    if (up) return run
    await sleep(500)
  }
  run.stop()
  throw new Error(`instance on ${port} did not answer within 60 s; see ${dir}/server.log`)
}

interface RunResult {
  label: string
  /** Per instance: the visit (1-based, all instances counted) that first served the edit. */
  liveOn: (number | null)[]
  secondsAfterEdit: (number | null)[]
  statuses: number[]
  requests: ReturnType<typeof requestStats>
}

async function runOnce(
  label: string,
  standalone: string,
  tmp: string,
  redis: boolean,
  latencyMs: number,
  posts: number
): Promise<RunResult> {
  const workspace = buildBenchWorkspace(posts)
  const { mock, store } = await serveWorkspace(workspace, BASE_PORT, latencyMs)
  let redisServer: ChildProcess | undefined
  const servers: GroupRun[] = []
  try {
    if (redis) redisServer = await startRedis(tmp)
    const ports = Array.from({ length: INSTANCES }, (_, i) => BASE_PORT + 1 + i)
    for (const [i, port] of ports.entries())
      servers.push(await startInstance(standalone, path.join(tmp, `${label}-${i}`), port, redis))
    const visit = async (port: number) => {
      const response = await fetch(`http://127.0.0.1:${port}${ARTICLE}`)
      return { status: response.status, html: await response.text() }
    }
    // Every instance has served the article and regenerated it once; then the window passes.
    for (const port of ports) await visit(port)
    await quiet(mock.requests, 3000)
    await sleep(REVALIDATE_SECONDS * 1000)
    const edit = editPost(store, workspace, ARTICLE, label)
    const from = mock.requests.length
    await sleep(REVALIDATE_SECONDS * 1000)
    const liveOn: (number | null)[] = ports.map(() => null)
    const secondsAfterEdit: (number | null)[] = ports.map(() => null)
    const statuses: number[] = []
    for (let n = 1; n <= MAX_VISITS && liveOn.includes(null); n++) {
      const i = (n - 1) % INSTANCES
      const { status, html } = await visit(ports[i] ?? 0)
      statuses.push(status)
      if (liveOn[i] === null && html.includes(edit.marker)) {
        liveOn[i] = n
        secondsAfterEdit[i] = (Date.now() - edit.at) / 1000
      }
      await sleep(1000)
    }
    await quiet(mock.requests, 3000)
    return {
      label,
      liveOn,
      secondsAfterEdit,
      statuses,
      requests: requestStats(mock.requests.slice(from))
    }
  } finally {
    for (const server of servers) server.stop()
    await Promise.all(servers.map((s) => Promise.race([s.done, sleep(10_000)])))
    if (redisServer) {
      redisServer.kill('SIGTERM')
      await once(redisServer, 'exit')
    }
    await mock.close()
  }
}

const LOAD_SECONDS = 12
const LOAD_CONNECTIONS = 32
const EDIT_EVERY_MS = 2000

type Kill = 'none' | 'redis' | 'instance'

interface LoadResult extends RunFigures {
  label: string
  notionRequests: number
  /** Lines "Redis ... is unavailable" over all instances' logs. */
  outageLines: number
}

async function loadRun(
  label: string,
  standalone: string,
  tmp: string,
  options: { instances: number; redis: boolean; kill: Kill },
  latencyMs: number,
  posts: number
): Promise<LoadResult> {
  const workspace = buildBenchWorkspace(posts)
  const { mock, store } = await serveWorkspace(workspace, BASE_PORT, latencyMs)
  let redisServer: ChildProcess | undefined
  const servers: GroupRun[] = []
  const dirs: string[] = []
  let editing: NodeJS.Timeout | undefined
  try {
    if (options.redis) redisServer = await startRedis(tmp)
    const ports = Array.from({ length: options.instances }, (_, i) => BASE_PORT + 1 + i)
    for (const [i, port] of ports.entries()) {
      const dir = path.join(tmp, `${label}-${i}`)
      dirs.push(dir)
      servers.push(await startInstance(standalone, dir, port, options.redis))
    }
    for (const port of ports)
      for (const route of ['/', ARTICLE]) await fetch(`http://127.0.0.1:${port}${route}`)
    const balancer = await startRoundRobin(ports, BASE_PORT + 1 + INSTANCES)
    const from = mock.requests.length
    let edits = 0
    editing = setInterval(
      () => editPost(store, workspace, ARTICLE, `${label}-${++edits}`),
      EDIT_EVERY_MS
    )
    const halfway = setTimeout(
      () => {
        if (options.kill === 'redis') redisServer?.kill('SIGKILL')
        if (options.kill === 'instance') process.kill(-(servers.at(-1)?.child.pid ?? 0), 'SIGKILL')
      },
      (LOAD_SECONDS * 1000) / 2
    )
    const run = (await importTool<{ default: typeof autocannon }>('autocannon')).default
    log.info(`bench: load through ${options.instances} instance(s), ${label}…`)
    const result = await run({
      url: balancer.url,
      connections: LOAD_CONNECTIONS,
      duration: LOAD_SECONDS,
      headers: { 'accept-encoding': 'gzip' },
      requests: [{ path: '/' }, { path: ARTICLE }]
    })
    clearTimeout(halfway)
    clearInterval(editing)
    await balancer.close()
    const logs = dirs.map((dir) => readFileSync(path.join(dir, 'server.log'), 'utf8')).join('\n')
    return {
      label,
      ...runFigures(result),
      notionRequests: mock.requests.length - from,
      outageLines: logs.match(/Redis at \S+ is unavailable/g)?.length ?? 0
    }
  } finally {
    clearInterval(editing)
    for (const server of servers) server.stop()
    await Promise.all(servers.map((s) => Promise.race([s.done, sleep(10_000)])))
    if (redisServer && redisServer.exitCode === null && redisServer.signalCode === null) {
      redisServer.kill('SIGTERM')
      await once(redisServer, 'exit')
    }
    await mock.close()
  }
}

async function loadRuns(standalone: string, tmp: string, latencyMs: number, posts: number) {
  const runs: [string, { instances: number; redis: boolean; kill: Kill }][] = [
    ['one instance', { instances: 1, redis: false, kill: 'none' }],
    ['three, Redis', { instances: INSTANCES, redis: true, kill: 'none' }],
    ['three, Redis killed halfway', { instances: INSTANCES, redis: true, kill: 'redis' }],
    ['three, one instance killed halfway', { instances: INSTANCES, redis: true, kill: 'instance' }]
  ]
  const results: LoadResult[] = []
  for (const [label, options] of runs)
    results.push(await loadRun(label, standalone, tmp, options, latencyMs, posts))
  console.log(
    `\nLoad: autocannon ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s, home and ${ARTICLE} in turn, through a round-robin; the post edited every ${EDIT_EVERY_MS / 1000} s; mock latency ${latencyMs} ms, 3 requests/s`
  )
  console.log(
    '| run | requests/s | p50 ms | p99 ms | requests | non-2xx | errors | Notion requests | outage log lines |'
  )
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |')
  for (const r of results)
    console.log(
      `| ${r.label} | ${r.requestsPerSec} | ${r.p50Ms} | ${r.p99Ms} | ${r.total} | ${r.non2xx} | ${r.errors} | ${r.notionRequests} | ${r.outageLines} |`
    )
}

async function build(tmp: string, posts: number) {
  const workspace = buildBenchWorkspace(posts)
  const { mock }: { mock: MockNotion } = await serveWorkspace(workspace, BASE_PORT)
  const buildLog = createWriteStream(path.join(tmp, 'build.log'))
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

async function main() {
  const posts = option('--posts', 40)
  const latencyMs = option('--latency-ms', 100)
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-instances-'))
  const standalone = path.resolve(DIST_DIR, 'standalone')
  if (!flag('--reuse') || !existsSync(path.join(standalone, 'server.js'))) await build(tmp, posts)
  if (flag('--load-only')) {
    await loadRuns(standalone, tmp, latencyMs, posts)
    rmSync(tmp, { recursive: true, force: true })
    return
  }
  const results = [
    await runOnce('without-redis', standalone, tmp, false, latencyMs, posts),
    await runOnce('with-redis', standalone, tmp, true, latencyMs, posts)
  ]
  console.log(
    `\n${INSTANCES} instances, ${posts} posts, ${ARTICLE}, NEXT_REVALIDATE_SECOND=${REVALIDATE_SECONDS}, mock latency ${latencyMs} ms; visits one a second in turn from a window after the edit`
  )
  console.log(
    '| run | edit served on visit (per instance) | s after edit | Notion requests, edit → all live | by endpoint | non-200 |'
  )
  console.log('| --- | --- | --- | --- | --- | --- |')
  for (const r of results) {
    const endpoints = Object.entries(r.requests.byEndpoint)
      .map(([name, count]) => `${name} ${count}`)
      .join(', ')
    console.log(
      `| ${r.label} | ${r.liveOn.map(String).join(', ')} | ${r.secondsAfterEdit.map((s) => s?.toFixed(1)).join(', ')} | ${r.requests.total} | ${endpoints} | ${r.statuses.filter((s) => s !== 200).length} |`
    )
  }
  await loadRuns(standalone, tmp, latencyMs, posts)
  rmSync(tmp, { recursive: true, force: true })
}

main().catch(exitWithMessage)
