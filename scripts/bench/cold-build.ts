/**
 * `npm run bench -- --cold [--posts N] [--sequential] [--warm-compile]`: the owner's cold build
 * alone, as an owner runs it (type check as configured, no Turbopack cache, empty Notion cache)
 * against the paced mock, split into phases with each process's peak memory; then the rebuild
 * after one edit. A few minutes at 200 posts, where the whole bench takes several times that.
 */
import { createWriteStream, mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { log } from '../../lib/log'
import { editPost } from './bench-edit'
import { benchEnv, measuredBuild, SEQUENTIAL_BUILD, emptyNotionCache } from './bench-build'
import { serveWorkspace, MOCK_THROTTLE } from './bench-mock'
import { formatBuild } from './bench-report'
import { buildBenchWorkspace, firstPostOf, writeBenchCovers } from './bench-workspace'

/**
 * The build's dist dir. BENCH_COLD_DIST_DIR=.next measures a static export as an owner's
 * default one (pages in out/, the Notion cache and share cards kept in .next/cache); an export
 * into a dist dir of its own replaces that folder, its Notion cache with it.
 */
const DIST_DIR = process.env.BENCH_COLD_DIST_DIR || '.next-bench-cold'

export interface ColdOptions {
  /** Measure the build as it was before: the prefetch first, `next build` after. */
  sequential?: boolean
  /** Keep Turbopack's cache from an earlier build: only the Notion cache is empty. */
  warmCompile?: boolean
}

export async function coldBench(
  posts: number,
  mockPort: number,
  resultsDir: string,
  { sequential = false, warmCompile = false }: ColdOptions = {}
) {
  const command = sequential ? SEQUENTIAL_BUILD : undefined
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'notionpress-bench-cold-'))
  const buildLog = createWriteStream(path.join(tmp, 'build.log'))
  log.info(`bench --cold: ${posts} posts; build output in ${tmp}/build.log`)
  const workspace = buildBenchWorkspace(posts)
  const removeCovers = await writeBenchCovers()
  const { store, mock } = await serveWorkspace(workspace, mockPort)
  const env = {
    ...benchEnv(tmp, workspace.rootPageId, mock.url, DIST_DIR),
    NEXT_SKIP_TYPECHECK: ''
  }
  if (!warmCompile) rmSync(DIST_DIR, { recursive: true, force: true })
  // A static export's share cards are kept beside its dist dir (exportCardsDirOf): cold, none.
  rmSync(`${DIST_DIR}-cards`, { recursive: true, force: true })
  emptyNotionCache(DIST_DIR)
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')
  const loadBefore = load()
  const cold = await measuredBuild('cold build', env, mock.requests, buildLog, command)
  const loadAfterCold = load()
  // Renamed too, so a build that draws share cards draws that post's again.
  editPost(store, workspace, `/article/${firstPostOf('text')}`, 'rebuild', { title: true })
  const rebuild = await measuredBuild(
    'rebuild after one edit',
    env,
    mock.requests,
    buildLog,
    command
  )
  await mock.close()
  removeCovers()
  buildLog.end()
  rmSync(path.join(tmp, `cache${DIST_DIR}`), { recursive: true, force: true })
  const results = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, Node ${process.version}`,
    posts,
    build: `${sequential ? 'sequential (before)' : 'npm run build'}${warmCompile ? ', warm compile cache' : ''}`,
    mock: MOCK_THROTTLE,
    load: { before: loadBefore, afterCold: loadAfterCold, end: load() },
    cold,
    rebuild
  }
  mkdirSync(resultsDir, { recursive: true })
  const stamp = results.date.replace(/[:.]/g, '-').slice(0, 19)
  writeFileSync(
    path.join(resultsDir, `${stamp}-cold-n${posts}.json`),
    `${JSON.stringify(results, null, 2)}\n`
  )
  process.stdout.write(
    [
      `cold bench (${results.build}): ${posts} posts, ${results.date}, load ${loadBefore} → ${results.load.end}`,
      ...formatBuild('cold build', cold),
      ...formatBuild('rebuild after 1 edit', rebuild),
      ''
    ].join('\n')
  )
}
