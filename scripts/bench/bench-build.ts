/** One production build of the product against a mock, measured (wall, memory, requests). */
import { rmSync, type WriteStream } from 'node:fs'
import path from 'node:path'
import { log } from '../../lib/log'
import { buildCacheDirOf } from '../../lib/notion/cache-dirs'
import type { MockRequest } from '../mock-notion/mock-server'
import type { BuildFigures } from './bench-report'
import { watchPhases } from './build-phases'
import { childrenCpuMs } from './children-cpu'
import { runInGroup } from './process-group'
import { requestStats } from './request-stats'

export const REVALIDATE_SECONDS = 5

const pathWithBins = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  ...env,
  PATH: `${path.resolve('node_modules', '.bin')}${path.delimiter}${env.PATH ?? ''}`
})

/** The environment of a build (and of `next start` on it) reading `mockUrl` into `distDir`. */
export function benchEnv(
  tmp: string,
  rootPageId: string,
  mockUrl: string,
  distDir: string
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NOTION_PAGE_ID: rootPageId,
    NOTION_API_BASE_URL: mockUrl,
    NOTION_CACHE_DIR: path.join(tmp, `cache${distDir}`),
    NOTION_SNAPSHOT_DIR: '',
    NEXT_DIST_DIR: distDir,
    NEXT_REVALIDATE_SECOND: String(REVALIDATE_SECONDS),
    NEXT_TELEMETRY_DISABLED: '1',
    // The build time measured is the product's: type checking the repository is `npm test`'s job
    // (an owner's `npm run build` still type-checks by default).
    NEXT_SKIP_TYPECHECK: '1'
  }
}

/** A bench's first build is cold: the Notion cache a build keeps in its output goes. */
export const emptyNotionCache = (distDir: string) =>
  rmSync(buildCacheDirOf(distDir), { recursive: true, force: true })

/** The build as it ran before the prefetch overlapped `next build`: one after the other. */
export const SEQUENTIAL_BUILD: [string, string[]] = [
  'sh',
  ['-c', 'npm run prefetch && next build && tsx scripts/postbuild-export.ts']
]

/** `npm run build`; the requests counted are those the mock logged while it ran. */
export async function measuredBuild(
  label: string,
  env: NodeJS.ProcessEnv,
  requests: readonly MockRequest[],
  logTo: WriteStream,
  [command, args]: [string, string[]] = ['npm', ['run', 'build']]
): Promise<BuildFigures> {
  const from = requests.length
  log.info(`bench: ${label}…`)
  const cpuBefore = childrenCpuMs()
  const run = runInGroup(command, args, { env: pathWithBins(env), logTo })
  const phases = watchPhases([run.child.stdout, run.child.stderr], Date.now())
  const result = await run.done
  const cpuAfter = childrenCpuMs()
  if (result.code !== 0) throw new Error(`${label} failed (exit ${result.code}); see build.log`)
  const stats = requestStats(requests.slice(from))
  log.info(`bench: ${label}: ${(result.wallMs / 1000).toFixed(1)} s, ${stats.total} requests`)
  const top = (list: typeof result.atPeak) =>
    list.slice(0, 4).map(({ command, rssBytes }) => ({ command, rssBytes }))
  return {
    wallMs: result.wallMs,
    ...(cpuBefore !== null && cpuAfter !== null ? { cpuMs: cpuAfter - cpuBefore } : {}),
    peakRssBytes: result.peakRssBytes,
    atPeak: top(result.atPeak),
    perProcessPeak: top(result.perProcess),
    phases: phases(),
    requests: stats
  }
}
