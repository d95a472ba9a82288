/**
 * Several instances of one build sharing one Redis (REDIS_URL), against the same instances
 * without it: one standalone build of a bench workspace (built with REDIS_URL set, so it installs
 * the Redis cache handler), three copies of its standalone server (each its own dist dir, temp
 * dir and Notion cache, as three machines would have) and the mock Notion API with Notion's
 * latency and rate limit. Each run: visit the article on every instance, wait out the window,
 * edit the post in the mock, then past the window visit the instances in turn, one visit a
 * second, until each has served the edit; count Notion's requests from the edit until then.
 *
 *   npx tsx scripts/bench/bench-instances.ts [--posts 40] [--reuse] [--latency-ms 100]
 *
 * By hand (a build, ~3-6 min on two cores); figures in bench/README.md. Ports: BENCH_PORT (3901:
 * the mock, then one per instance), BENCH_REDIS_PORT (6391). Needs redis-server on the PATH.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
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

async function build(tmp: string, posts: number) {
  const workspace = buildBenchWorkspace(posts)
  const { mock }: { mock: MockNotion } = await serveWorkspace(workspace, BASE_PORT)
  const buildLog = createWriteStream(path.join(tmp, 'build.log'))
  const env = {
    ...benchEnv(tmp, workspace.rootPageId, mock.url, DIST_DIR),
    EXPORT: 'false',
    STANDALONE: 'true',
    BASE_PATH: '',
    // The build installs the Redis cache handler; no Redis is needed while it runs.
    REDIS_URL
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
  rmSync(tmp, { recursive: true, force: true })
}

main().catch(exitWithMessage)
