import path from 'node:path'
import { envConfig } from '@/lib/config/load-config'
import { log } from '@/lib/log'
import { distDirOf, readBuildSource, serverWorkspace } from '@/lib/notion/build-source'
import { systemClock, type Clock } from '@/lib/notion/clock'
import { buildCacheDirOf } from '@/lib/notion/cache-dirs'
import { createContentSource } from '@/lib/notion/create-content-source'
import type { ContentSource, Workspace } from '@/lib/notion/types'
import { PREFETCH_STATUS_ENV, waitForPrefetch } from '@/lib/notion/prefetch-status'
import { readWorkspaceDir } from '@/lib/notion/workspace-dir'
import {
  createRefreshLog,
  type RefreshLog,
  type RefreshRecord
} from '@/lib/notion/workspace-health'

export interface WorkspaceLoaderOptions {
  source: ContentSource
  /** How long a loaded workspace is reused outside a build (memoMs). */
  ttlMs: number
  /**
   * How long a reader that allows stale data (LoadOptions.allowStale) goes without starting a
   * refresh: the regeneration window. Default ttlMs.
   */
  staleTtlMs?: number
  /** Where `npm run prefetch` left the workspace of a root; read first during `next build`. */
  prefetchedDir?: (rootPageId: string) => string
  /**
   * The status file of a prefetch running beside this build (`npm run build`): wait for it, then
   * read `prefetchedDir`, and never fetch the workspace here.
   */
  prefetchStatus?: string
  /** True inside `next build`: the workspace never changes during one build. */
  building?: boolean
  clock?: Clock
  /** Told how each load went (for /api/health). */
  refreshLog?: RefreshLog
}

export interface LoadOptions {
  /**
   * Answer at once with the last loaded workspace when the memo has expired, refreshing it in
   * the background. For API routes (search, feeds, sitemap): a visitor's request must not wait
   * for a whole database refresh (seconds to minutes on a large workspace under Notion's rate
   * limit). Page regenerations run in the background already and wait for fresh data.
   */
  allowStale?: boolean
  /**
   * Read the database now, whatever the memo holds, and keep that load as the memo (on-demand
   * regeneration: the pages regenerated next share it). Ignored inside a build.
   */
  fresh?: boolean
  /** The workspace loaded last, as it is, when there is one (what the pages were built from). */
  lastLoaded?: boolean
}

export type WorkspaceLoader = (rootPageId?: string, options?: LoadOptions) => Promise<Workspace>

/**
 * Memoised workspace loading. Callers within the TTL share one workspace, and callers while a
 * load runs share that load, so however many pages regenerate, the database is fetched at most
 * once per window. The window runs from the start of the load, so what a caller gets was read
 * from Notion less than one window before it asked: an edit older than the window is in it. A
 * failed load is not kept: the caller throws (Next keeps the last good page) and the next
 * request tries again. Outside a build a source that can load a workspace live (its pages on
 * demand) does so.
 */
export function createWorkspaceLoader(options: WorkspaceLoaderOptions): WorkspaceLoader {
  const { source, ttlMs, building = false, clock = systemClock } = options
  const staleTtlMs = Math.max(options.staleTtlMs ?? ttlMs, ttlMs)
  const memo = new Map<string, { started: number; workspace: Promise<Workspace> }>()
  const lastGood = new Map<string, Workspace>()
  const load = async (rootPageId: string) => {
    if (building && options.prefetchedDir && options.prefetchStatus) {
      await waitForPrefetch(options.prefetchStatus)
      const prefetched = await readWorkspaceDir(options.prefetchedDir(rootPageId))
      if (prefetched) return prefetched
      throw new Error(`the prefetch finished but left no workspace for ${rootPageId}`)
    }
    if (building && options.prefetchedDir) {
      const prefetched = await readWorkspaceDir(options.prefetchedDir(rootPageId))
      if (prefetched) return prefetched
      log.warn(
        `no prefetched workspace for ${rootPageId}; fetching it now (\`npm run build\` prefetches first)`
      )
    }
    if (!building && source.loadLiveWorkspace) return source.loadLiveWorkspace(rootPageId)
    return source.loadWorkspace(rootPageId)
  }
  const refresh = (root: string) => {
    const workspace = load(root)
    memo.set(root, { started: clock.now(), workspace })
    workspace.then(
      (loaded) => {
        lastGood.set(root, loaded)
        options.refreshLog?.loaded(root, loaded)
      },
      (error: unknown) => {
        options.refreshLog?.failed(root, error)
        if (memo.get(root)?.workspace === workspace) memo.delete(root)
      }
    )
    return workspace
  }
  return async (rootPageId, { allowStale = false, fresh = false, lastLoaded = false } = {}) => {
    const root = rootPageId ?? (await source.rootPageIds())[0]?.id
    if (!root) throw new Error('no root page id')
    const hit = memo.get(root)
    if (fresh && !building) return refresh(root)
    const kept = lastLoaded ? lastGood.get(root) : undefined
    if (kept) return kept
    const reuseFor = allowStale ? staleTtlMs : ttlMs
    if (hit && (building || hit.started + reuseFor > clock.now())) {
      const last = lastGood.get(root)
      // A refresh still running: its last good workspace is fresh enough for a stale reader.
      return allowStale && last
        ? Promise.race([hit.workspace.catch(() => last), Promise.resolve(last)])
        : hit.workspace
    }
    const workspace = refresh(root)
    const last = lastGood.get(root)
    if (allowStale && last) {
      workspace.catch(() => undefined)
      return last
    }
    return workspace
  }
}

interface ProcessState {
  loader?: WorkspaceLoader
  source?: ContentSource
  refreshLog?: RefreshLog
}

// Next bundles pages separately; a global keeps one memo per process rather than one per bundle.
const state = ((globalThis as { __notionWorkspace?: ProcessState }).__notionWorkspace ??= {})

/** Inside `next start`: not the build, not `next dev`, not a script or a test. */
const isProductionServer = () =>
  process.env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build'

/**
 * The content source configured for this process (env settings). A production server without
 * workspace settings of its own regenerates from the workspace its build used (build-source.ts).
 */
export function contentSource(): ContentSource {
  if (state.source) return state.source
  let config = envConfig()
  if (isProductionServer()) {
    const chosen = serverWorkspace(config, readBuildSource(distDirOf()))
    if (chosen.message) log.info(chosen.message)
    config = chosen.config
  }
  state.source = createContentSource(config)
  return state.source
}

/**
 * How long a server reuses a loaded workspace: a second at most, however long the regeneration
 * window (NEXT_REVALIDATE_SECOND). A page regenerated from data loaded earlier in its window
 * would miss an edit made since, yet count as fresh for a whole window: the edit would show only
 * after a second regeneration. Loads still running are shared all the same, so a burst of
 * regenerations reads the database once.
 */
export const memoMs = (revalidateSeconds: number) => Math.min(revalidateSeconds * 1000, 1000)

/**
 * The workspace the app renders: in `next build` the one prefetched to the disk cache (waiting for
 * the prefetch `npm run build` runs beside it; fetched if absent without one), in a server or
 * `next dev` one loaded at most a second before (memoMs).
 */
export function getWorkspace(rootPageId?: string, options?: LoadOptions): Promise<Workspace> {
  const config = envConfig()
  const source = contentSource()
  state.refreshLog ??= createRefreshLog()
  state.loader ??= createWorkspaceLoader({
    source,
    ttlMs: memoMs(config.NEXT_REVALIDATE_SECOND),
    staleTtlMs: config.NEXT_REVALIDATE_SECOND * 1000,
    building: process.env.NEXT_PHASE === 'phase-production-build',
    refreshLog: state.refreshLog,
    // Only Notion workspaces are prefetched; snapshots and the demo are already on disk.
    ...(source.kind === 'notion'
      ? {
          prefetchedDir: (root: string) =>
            path.join(/*turbopackIgnore: true*/ buildCacheDirOf(), root),
          prefetchStatus: process.env[PREFETCH_STATUS_ENV] || undefined
        }
      : {})
  })
  return state.loader(rootPageId, options)
}

/** How the last load of a workspace (a root page id) went in this process. */
export function workspaceRefresh(rootPageId: string): RefreshRecord {
  state.refreshLog ??= createRefreshLog()
  return state.refreshLog.of(rootPageId)
}
