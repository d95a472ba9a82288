import { PREFETCH_STATUS_ENV } from '@/lib/notion/prefetch-status'

export interface NextBuildEnvOptions {
  /** The environment `npm run build` was started with; its values win over the defaults. */
  env: NodeJS.ProcessEnv
  /** The prefetch's status file, which the build's workers wait for. */
  statusFile: string
  /**
   * How long the Notion fetch beside the compile should take at most (the requests it needs over
   * NOTION_RATE_LIMIT); 0 for the demo and snapshots.
   */
  fetchSeconds: number
}

/**
 * A fetch at least this long outlasts the type check and a one-task compile together (~21 s on
 * 2 cores, against ~15 s on every core).
 */
export const ONE_TASK_COMPILE_MIN_FETCH_SECONDS = 30

/** The environment `npm run build` starts `next build` with. */
export function nextBuildEnv({
  env,
  statusFile,
  fetchSeconds
}: NextBuildEnvOptions): NodeJS.ProcessEnv {
  return {
    // Turbopack's allocator (mimalloc) returns freed pages to the system at once instead of
    // after a delay that busy threads stretch: ~60 MiB less at the compile's peak.
    MIMALLOC_PURGE_DELAY: '0',
    // While Notion's rate limit holds the fetch for longer than any compile, Turbopack works on
    // one task at a time: its peak is ~150 MiB lower, and its slower compile (~14 s instead of
    // ~8 s on 2 cores) still ends before the data. With a short fetch or none (the demo, a
    // snapshot, a small site) the compile is the build's length and keeps every core. A variable
    // a later Turbopack no longer reads costs memory, never correctness.
    ...(fetchSeconds >= ONE_TASK_COMPILE_MIN_FETCH_SECONDS
      ? { TURBO_TASKS_AVAILABLE_PARALLELISM: '1' }
      : {}),
    ...env,
    [PREFETCH_STATUS_ENV]: statusFile
  }
}
