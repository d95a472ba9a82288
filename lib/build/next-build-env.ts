import { PREFETCH_STATUS_ENV } from '@/lib/notion/prefetch-status'

export interface NextBuildEnvOptions {
  /** The environment `npm run build` was started with; its values win over the defaults. */
  env: NodeJS.ProcessEnv
  /** The prefetch's status file, which the build's workers wait for. */
  statusFile: string
  /** A Notion workspace is fetched beside the compile (not the demo, not a snapshot). */
  fetching: boolean
}

/** The environment `npm run build` starts `next build` with. */
export function nextBuildEnv({
  env,
  statusFile,
  fetching
}: NextBuildEnvOptions): NodeJS.ProcessEnv {
  return {
    // Turbopack's allocator (mimalloc) returns freed pages to the system at once instead of
    // after a delay that busy threads stretch: ~60 MiB less at the compile's peak.
    MIMALLOC_PURGE_DELAY: '0',
    // While Notion's rate limit holds the fetch for longer than any compile, Turbopack works on
    // one task at a time: its peak is ~150 MiB lower, and its slower compile (~14 s instead of
    // ~8 s on 2 cores) still ends long before the data. Without a fetch (the demo, a snapshot)
    // the compile is the build's length and keeps every core. A variable a later Turbopack no
    // longer reads costs memory, never correctness.
    ...(fetching ? { TURBO_TASKS_AVAILABLE_PARALLELISM: '1' } : {}),
    ...env,
    [PREFETCH_STATUS_ENV]: statusFile
  }
}
