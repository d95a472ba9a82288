/**
 * `npx tsx scripts/bench/languages.ts [--posts N]`: the cost of a second language. Builds a
 * one-database site of N posts, then the same with a second N-post database as `zh:<id>`, both
 * against the throttled mock Notion API, and prints build time, Notion requests and pages built.
 * A second language should cost about as much again (the sum), never N × languages per page.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createWriteStream } from 'node:fs'
import { log } from '../../lib/log'
import { MockStore, startMockNotion } from '../mock-notion/mock-server'
import { MOCK_THROTTLE } from './bench-mock'
import { benchEnv, emptyNotionCache, measuredBuild } from './bench-build'
import { buildBenchWorkspace } from './bench-workspace'

const MOCK_PORT = Number(process.env.BENCH_MOCK_PORT ?? 4391)
const DIST_DIR = '.next-bench-languages'

const postsArg = () => {
  const at = process.argv.indexOf('--posts')
  return at >= 0 ? Number(process.argv[at + 1]) : 50
}

/** Pages the build prerendered (its prerender manifest's routes). */
function prerendered(distDir: string): number {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')
  ) as { routes: Record<string, unknown> }
  return Object.keys(manifest.routes).length
}

async function main() {
  const posts = postsArg()
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'notionpress-bench-languages-'))
  emptyNotionCache(DIST_DIR)
  const buildLog = createWriteStream(path.join(tmp, 'build.log'))
  const en = buildBenchWorkspace(posts, 'notion-press/bench')
  const zh = buildBenchWorkspace(posts, 'notion-press/bench-zh')
  const store = new MockStore()
  for (const w of [en, zh]) {
    store.addRecordMap(w.database, w.rootPageId)
    for (const [id, map] of Object.entries(w.pages)) store.addRecordMap(map, id)
  }
  const mock = await startMockNotion(store, {
    port: MOCK_PORT,
    throttle: { perSecond: MOCK_THROTTLE.perSecond, retryAfterSec: MOCK_THROTTLE.retryAfterSec },
    latencyMs: MOCK_THROTTLE.latencyMs
  })
  const rows = []
  // The first build compiles the app into the build cache; the measured ones reuse it alike.
  for (const [label, pageIds] of [
    ['warm-up (1 language)', en.rootPageId],
    ['1 language', en.rootPageId],
    ['2 languages', `${en.rootPageId},zh:${zh.rootPageId}`]
  ] as const) {
    const env = { ...benchEnv(tmp, en.rootPageId, mock.url, DIST_DIR), NOTION_PAGE_ID: pageIds }
    // A fresh cache each time: every build fetches all it needs.
    rmSync(path.join(tmp, `cache${DIST_DIR}`), { recursive: true, force: true })
    const figures = await measuredBuild(label, env, mock.requests, buildLog)
    rows.push({
      label,
      seconds: Math.round(figures.wallMs / 100) / 10,
      requests: figures.requests.total,
      pages: prerendered(DIST_DIR)
    })
  }
  await mock.close()
  rmSync(DIST_DIR, { recursive: true, force: true })
  log.info(`bench languages: ${posts} posts per language; build log ${tmp}/build.log`)
  console.table(rows.slice(1))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
