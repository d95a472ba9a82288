/**
 * What the build's fetch costs (lib/notion/fetch-workspace.ts), lib level, no Next build: the
 * Notion requests and wall time of a cold prefetch and of the prefetch after one edit, against
 * the mock paced like Notion (3 requests/s, 429 beyond, 100 ms latency), client at
 * `NOTION_RATE_LIMIT=3`. `demo` is the bundled demo workspace (its pages, menus, Config table and
 * inline databases); a number is the generated bench workspace of that many posts.
 *
 *   npx tsx scripts/bench/bench-fetch.ts [--posts demo,200] [--port 3310] [--edit-only]
 *
 * Steps: cold, nothing changed, after one edit (within NOTION_ROW_QUERY_INTERVAL of the last
 * listing of every database shown in a post), and after one edit once that interval has passed
 * (every such database queried for rows added: the worst case).
 *
 * `--sizes`: instead, the round trip of one record request by its size (1 to 1,600 blocks of the
 * 1,000-post workspace), unpaced, against the mock with its 100 ms latency: what a larger batch
 * costs besides its one request against the rate.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { getBlockValue } from 'notion-utils'
import { loadConfig } from '../../lib/config/load-config'
import { setLogSink } from '../../lib/log'
import { createNotionSource, DEMO_DIR } from '../../lib/notion/create-content-source'
import { createNotionApi } from '../../lib/notion/notion-api'
import { RECORD_ENDPOINT, recordRequestBody } from '../../lib/notion/record-api'
import { readWorkspaceDir, workspaceDirOf } from '../../lib/notion/workspace-dir'
import type { BuiltWorkspace } from '../lib/workspace-builder'
import type { MockStore } from '../mock-notion/mock-server'
import { serveWorkspace } from './bench-mock'
import { buildBenchWorkspace } from './bench-workspace'
import { requestStats } from './request-stats'

interface Row {
  workspace: string
  step: string
  requests: number
  byEndpoint: Record<string, number>
  throttled: number
  seconds: number
  /** CPU-seconds of this process (client and mock alike), user + system. */
  cpu: number
  heapMiB: number
}

async function workspaceOf(name: string): Promise<BuiltWorkspace> {
  if (name !== 'demo') return buildBenchWorkspace(Number(name))
  const demo = await readWorkspaceDir(workspaceDirOf(DEMO_DIR, ''))
  if (!demo) throw new Error('bench: no demo workspace')
  return demo
}

/** An owner's edit of the first post holding a paragraph: new text, its edit time bumped. */
function editOnePost(store: MockStore, workspace: BuiltWorkspace): string {
  const at = Date.now()
  for (const [rowId, page] of Object.entries(workspace.pages)) {
    const text = Object.values(page.block)
      .map((record) => getBlockValue(record))
      .find((value) => value?.type === 'text')
    if (!text) continue
    store.updateBlock(text.id, { properties: { title: [[`edited ${at}`]] }, last_edited_time: at })
    store.updateBlock(rowId, { last_edited_time: at })
    return rowId
  }
  throw new Error('bench: no post with a paragraph to edit')
}

async function benchOf(name: string, port: number, unchangedStep = true): Promise<Row[]> {
  const built = await workspaceOf(name)
  const { store, mock } = await serveWorkspace(built, port)
  const tmp = await mkdtemp(path.join(tmpdir(), 'bench-fetch-'))
  // `interval`: NOTION_ROW_QUERY_INTERVAL, the default but for the step where it has passed.
  const configOf = (interval?: number) =>
    loadConfig({
      env: {
        NOTION_PAGE_ID: built.rootPageId,
        NOTION_API_BASE_URL: mock.url,
        NOTION_CACHE_DIR: path.join(tmp, 'overlay'),
        NOTION_RATE_LIMIT: '3',
        ...(interval === undefined ? {} : { NOTION_ROW_QUERY_INTERVAL: String(interval) })
      }
    }).config
  const rows: Row[] = []
  const step = async (label: string, interval?: number) => {
    const from = mock.requests.length
    const started = Date.now()
    const cpuFrom = process.cpuUsage()
    await createNotionSource(configOf(interval), {
      distDir: path.join(tmp, 'dist')
    }).loadWorkspace(built.rootPageId)
    const seconds = (Date.now() - started) / 1000
    const { user, system } = process.cpuUsage(cpuFrom)
    const cpu = (user + system) / 1e6
    const stats = requestStats(mock.requests.slice(from))
    const heapMiB = Math.round(process.memoryUsage().heapUsed / 2 ** 20)
    rows.push({
      workspace: name,
      step: label,
      ...stats,
      requests: stats.total,
      seconds,
      cpu,
      heapMiB
    })
    // Each step as it ends: a 10,000-post run takes many minutes before its table.
    console.error(`${name}, ${label}: ${JSON.stringify(rows.at(-1))}`)
    // A fresh second of Notion's budget for the next step.
    await new Promise((resolve) => setTimeout(resolve, 1100))
  }
  try {
    await step('cold prefetch')
    if (unchangedStep) await step('prefetch, nothing changed')
    editOnePost(store, built)
    await step('prefetch after one edit')
    // Every database's last listing as old as the interval: each is queried for added rows.
    editOnePost(store, built)
    await step('prefetch after one edit, interval passed', 0)
  } finally {
    await mock.close()
    await rm(tmp, { recursive: true, force: true })
  }
  return rows
}

/** Median round trip of a record request of each size, 7 runs each. */
async function sizes(port: number): Promise<void> {
  const built = buildBenchWorkspace(1000)
  const { mock } = await serveWorkspace(built, port)
  const ids = Object.values(built.pages).flatMap((page) => Object.keys(page.block))
  const api = createNotionApi({ apiBaseUrl: mock.url, limiter: { acquire: async () => {} } })
  console.log('| records | reply (KiB) | round trip p50 (ms) | min (ms) |')
  console.log('| ------- | ----------- | ------------------- | -------- |')
  try {
    for (const n of [1, 50, 100, 200, 400, 800, 1600]) {
      const times: number[] = []
      let bytes = 0
      for (let run = 0; run < 7; run++) {
        const pointers = ids
          .slice(run * n, run * n + n)
          .map((id) => ({ table: 'block' as const, id }))
        const started = performance.now()
        // The cap is the product's; the bench asks past it on purpose, one request at a time.
        const reply = await api.fetch<unknown>({
          endpoint: RECORD_ENDPOINT,
          body: recordRequestBody(pointers)
        })
        times.push(performance.now() - started)
        bytes = JSON.stringify(reply).length
        await new Promise((resolve) => setTimeout(resolve, 400))
      }
      times.sort((a, b) => a - b)
      console.log(
        `| ${n} | ${Math.round(bytes / 1024)} | ${Math.round(times[3] ?? 0)} | ${Math.round(times[0] ?? 0)} |`
      )
    }
  } finally {
    await mock.close()
  }
}

async function main() {
  const arg = (name: string) => {
    const at = process.argv.indexOf(name)
    return at > 0 ? process.argv[at + 1] : undefined
  }
  const names = (arg('--posts') ?? 'demo,200').split(',')
  const port = Number(arg('--port') ?? 3310)
  if (process.argv.includes('--sizes')) return sizes(port)
  const restore = setLogSink(() => undefined)
  const rows: Row[] = []
  // `--edit-only`: no "nothing changed" step (a large workspace's rebuild takes minutes).
  const unchangedStep = !process.argv.includes('--edit-only')
  for (const name of names) rows.push(...(await benchOf(name, port, unchangedStep)))
  restore()
  console.log(
    '| workspace | step | Notion requests (429s) | by endpoint | time (s) | CPU (s) | heap (MiB) |'
  )
  console.log(
    '| --------- | ---- | ---------------------- | ----------- | -------- | ------- | ---------- |'
  )
  for (const r of rows) {
    const endpoints = Object.entries(r.byEndpoint)
      .map(([endpoint, n]) => `${endpoint} ${n}`)
      .join(', ')
    console.log(
      `| ${r.workspace} | ${r.step} | ${r.requests} (${r.throttled}) | ${endpoints} | ${r.seconds.toFixed(1)} | ${r.cpu.toFixed(2)} | ${r.heapMiB} |`
    )
  }
}

void main()
