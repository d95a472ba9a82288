/**
 * The JavaScript baseline: scripts/bench/bare-app (a pages-router blog with no CSS, theme or
 * renderer) built with the repository's own Next.js, React and React DOM, in the same run.
 */
import { cpSync, rmSync, type WriteStream } from 'node:fs'
import path from 'node:path'
import { log } from '../../lib/log'
import type { BenchRoute } from './bench-routes'
import type { BrowserRow } from './bench-report'
import { NEXT_BIN, startServer } from './bench-server'
import { browserFigures, type BrowserBytes } from './browser-bytes'
import { loadPhase, loadTargets } from './load-phase'
import { runInGroup } from './process-group'

const SOURCE = path.resolve('scripts', 'bench', 'bare-app')
/** Inside the repository, so `next`, `react` and `react-dom` resolve to its node_modules. */
export const BARE_DIR = path.resolve('.next-bench-bare')

/** Each product page measured in Chromium and the bare page it is compared with. */
export const BARE_PAGE_OF: Record<string, string> = {
  home: '/',
  'post, plain text': '/article/one',
  'post, code + equation + table': '/article/one',
  search: '/search'
}

export interface BareBuild {
  wallMs: number
  /** Next.js's own floor for a build's memory, to read the product's peak against. */
  peakRssBytes: number
}

export async function buildBareApp(env: NodeJS.ProcessEnv, logTo: WriteStream): Promise<BareBuild> {
  rmSync(BARE_DIR, { recursive: true, force: true })
  cpSync(SOURCE, BARE_DIR, { recursive: true })
  // The product's build settings must not leak into the baseline's.
  const bareEnv = { ...env, NEXT_DIST_DIR: '', NEXT_SKIP_TYPECHECK: '' }
  const run = runInGroup(process.execPath, [NEXT_BIN, 'build'], {
    env: bareEnv,
    logTo,
    cwd: BARE_DIR
  })
  const result = await run.done
  if (result.code !== 0) throw new Error(`bare Next.js build failed (exit ${result.code})`)
  return { wallMs: result.wallMs, peakRssBytes: result.peakRssBytes }
}

/** Build the bare app, serve it on `port` and load its pages in Chromium. */
export async function measureBare(port: number, env: NodeJS.ProcessEnv, logTo: WriteStream) {
  log.info('bench: bare Next.js baseline…')
  const build = await buildBareApp(env, logTo)
  const server = await startServer(port, env, logTo, BARE_DIR)
  try {
    const paths = [...new Set(Object.values(BARE_PAGE_OF))]
    const origin = `http://127.0.0.1:${port}`
    const pages = await browserFigures(origin, paths)
    const load = await loadPhase(origin, loadTargets('/article/one').slice(0, 2))
    return { build, pages, load }
  } finally {
    server.stop()
  }
}

/** Each measured product page beside its bare counterpart. */
export const pairWithBare = (
  routes: BenchRoute[],
  pages: BrowserBytes[],
  barePages: BrowserBytes[]
): BrowserRow[] =>
  routes
    .filter((r) => r.name in BARE_PAGE_OF)
    .map((route) => ({
      name: route.name,
      page: pages.find((p) => p.path === route.path) ?? null,
      bare: barePages.find((p) => p.path === BARE_PAGE_OF[route.name]) ?? null
    }))
