import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { SiteConfig } from '@/lib/config/types'
import { buildCacheDirOf, overlayDirOf } from '@/lib/notion/cache-dirs'
import type { Clock } from '@/lib/notion/clock'
import { cacheWorkspace, fetchWorkspace, type ShouldFetchRow } from '@/lib/notion/fetch-workspace'
import { loadLiveWorkspace } from '@/lib/notion/live-workspace'
import { createNotionApi } from '@/lib/notion/notion-api'
import {
  createOfficialSource,
  type OfficialSourceConfig
} from '@/lib/notion/official/official-source'
import { privateApiFailure } from '@/lib/notion/private-api-failure'
import { log } from '@/lib/log'
import { WorkspaceError } from '@/lib/notion/notion-errors'
import { parseNotionPageIds, type RootPageEntry } from '@/lib/notion/page-id'
import { createPageStore, type PageStore } from '@/lib/notion/page-store'
import { createRateLimiter } from '@/lib/notion/rate-limiter'
import { ownTypeNames, type RowTypeConfig } from '@/lib/notion/row-types'
import type { ContentSource, WorkspaceHooks } from '@/lib/notion/types'
import type { NotionSharing } from '@/lib/notion/notion-sharing'
import { readWorkspaceDir, readWorkspaceIndex, workspaceDirOf } from '@/lib/notion/workspace-dir'

/** The bundled demo workspace, used when NOTION_PAGE_ID is unset. */
export const DEMO_DIR = path.join(process.cwd(), 'content', 'demo')

type SourceConfig = RowTypeConfig &
  OfficialSourceConfig &
  Pick<
    SiteConfig,
    | 'NOTION_PAGE_ID'
    | 'NOTION_SOURCE'
    | 'NOTION_API_BASE_URL'
    | 'NOTION_TOKEN_V2'
    | 'NOTION_ACTIVE_USER'
    | 'NOTION_SNAPSHOT_DIR'
    | 'NOTION_CACHE_DIR'
    | 'NOTION_RATE_LIMIT'
    | 'NOTION_CONCURRENCY'
    | 'NOTION_ROW_QUERY_INTERVAL'
    | 'NOTION_PROPERTY_TYPE'
    | 'REDIS_URL'
    | 'REDIS_KEY_PREFIX'
  >

export interface SourceOptions {
  clock?: Clock
  shouldFetchRow?: ShouldFetchRow
  /** Ignore NOTION_SNAPSHOT_DIR (the snapshot script reads Notion to write it). */
  live?: boolean
  /** The build output whose cache (`<distDir>/cache/notion`) builds fill; default NEXT_DIST_DIR. */
  distDir?: string
  /** What this source shares with other instances; default the process's, when REDIS_URL is set. */
  sharing?: Promise<NotionSharing | undefined>
}

/**
 * The process's sharing through Redis, in a production server with REDIS_URL set: imported only
 * then, so a server without it never loads the Redis client. Builds and scripts read alone.
 */
function sharingOf(config: SourceConfig): Promise<NotionSharing | undefined> {
  const server =
    process.env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build'
  if (!config.REDIS_URL || !server) return Promise.resolve(undefined)
  return import('@/lib/notion/notion-sharing').then(
    (shared) => shared.processNotionSharing(config.REDIS_URL, config.REDIS_KEY_PREFIX),
    (error: unknown) => {
      log.warn(`REDIS_URL is set but the Redis client could not be loaded (${String(error)})`)
      return undefined
    }
  )
}

/** Snapshot when NOTION_SNAPSHOT_DIR is set, else Notion when NOTION_PAGE_ID is, else the demo. */
export function createContentSource(
  config: SourceConfig,
  options: SourceOptions = {}
): ContentSource {
  if (config.NOTION_SNAPSHOT_DIR && !options.live) {
    return createDirectorySource(
      'snapshot',
      path.resolve(/*turbopackIgnore: true*/ config.NOTION_SNAPSHOT_DIR),
      config.NOTION_PAGE_ID
    )
  }
  if (!config.NOTION_PAGE_ID.trim()) return createDirectorySource('demo', DEMO_DIR, '')
  if (config.NOTION_SOURCE === 'official') return createOfficialSource(config, options)
  return createNotionSource(config, options)
}

export function createNotionSource(
  config: SourceConfig,
  options: SourceOptions = {}
): ContentSource {
  const sharing = options.sharing ?? sharingOf(config)
  const ownLimiter = createRateLimiter(config.NOTION_RATE_LIMIT, options.clock)
  const sharedLimiter = sharing.then((shared) =>
    shared ? shared.limiter(config.NOTION_RATE_LIMIT, ownLimiter) : ownLimiter
  )
  const api = createNotionApi({
    apiBaseUrl: config.NOTION_API_BASE_URL,
    authToken: config.NOTION_TOKEN_V2,
    activeUser: config.NOTION_ACTIVE_USER,
    limiter: { acquire: async () => (await sharedLimiter).acquire() },
    ...(options.clock ? { clock: options.clock } : {})
  })
  const roots = parseNotionPageIds(config.NOTION_PAGE_ID)
  const buildCache = buildCacheDirOf(options.distDir)
  const overlay = overlayDirOf(config, options.distDir)
  const rows = {
    typeColumn: config.NOTION_PROPERTY_TYPE,
    typeNames: ownTypeNames(config),
    rowQueryInterval: config.NOTION_ROW_QUERY_INTERVAL,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.shouldFetchRow ? { shouldFetchRow: options.shouldFetchRow } : {})
  }
  const fetchOptions = (rootPageId: string, hooks: WorkspaceHooks) => ({
    api,
    cacheDir: path.join(/*turbopackIgnore: true*/ buildCache, rootPageId),
    concurrency: config.NOTION_CONCURRENCY,
    ...rows,
    ...hooks
  })
  // One per workspace, kept for the life of the process: the copies it holds in memory.
  const stores = new Map<string, PageStore>()
  const storeOf = (root: string, shared: NotionSharing | undefined) => {
    let store = stores.get(root)
    if (!store) {
      store = createPageStore({
        overlay: path.join(/*turbopackIgnore: true*/ overlay, root),
        base: path.join(/*turbopackIgnore: true*/ buildCache, root)
      })
      if (shared) store = shared.pageStore(root, store)
      stores.set(root, store)
    }
    return store
  }
  return {
    kind: 'notion',
    rootPageIds: async () => roots,
    loadWorkspace: (rootPageId, hooks = {}) =>
      fetchWorkspace(rootPageId, fetchOptions(rootPageId, hooks)).catch((error: unknown) => {
        throw privateApiFailure(error)
      }),
    cacheWorkspace: (rootPageId, hooks = {}) =>
      cacheWorkspace(rootPageId, fetchOptions(rootPageId, hooks)).catch((error: unknown) => {
        throw privateApiFailure(error)
      }),
    loadLiveWorkspace: async (rootPageId) => {
      const shared = await sharing
      return loadLiveWorkspace(rootPageId, {
        api,
        store: storeOf(rootPageId, shared),
        ...(shared ? { coordinator: shared.coordinator(rootPageId) } : {}),
        ...rows
      })
    },
    signFileUrl: async (blockId, url) => {
      const { signedUrls } = await api.getSignedFileUrls([
        { permissionRecord: { table: 'block', id: blockId }, url }
      ])
      return signedUrls[0] ?? undefined
    }
  }
}

type DirectoryKind = 'snapshot' | 'demo'
const settingOf = (kind: DirectoryKind) =>
  kind === 'snapshot' ? 'NOTION_SNAPSHOT_DIR' : 'the bundled demo workspace in'
const fixOf = (kind: DirectoryKind) =>
  kind === 'snapshot'
    ? 'run `npm run snapshot`, or unset NOTION_SNAPSHOT_DIR'
    : 'run `npm run demo:generate`, or set NOTION_PAGE_ID'

/** Snapshots and the demo: record maps on disk in the layout of workspace-dir.ts. */
export function createDirectorySource(
  kind: DirectoryKind,
  dir: string,
  pageIds: string
): ContentSource {
  let roots: Promise<RootPageEntry[]> | undefined
  const load = async (rootPageId: string) => {
    const workspace = await readWorkspaceDir(workspaceDirOf(dir, rootPageId))
    if (!workspace)
      throw new WorkspaceError(
        `${settingOf(kind)} ${dir}: no saved workspace there. Fix: ${fixOf(kind)}`
      )
    return workspace
  }
  return {
    kind,
    loadWorkspace: load,
    // Read once: every page asks which languages exist.
    rootPageIds: () =>
      (roots ??= pageIds.trim()
        ? Promise.resolve(parseNotionPageIds(pageIds))
        : storedRoots(dir, kind).catch((error: unknown) => {
            roots = undefined
            throw error
          }))
  }
}

/**
 * Roots of a directory: its `page-ids.txt` (a NOTION_PAGE_ID value: default first, then `lang:id`
 * entries in `<id>/` folders), else its own workspace.json, else one per `<id>/workspace.json`.
 */
async function storedRoots(dir: string, kind: DirectoryKind): Promise<RootPageEntry[]> {
  const listed = await readFile(path.join(dir, 'page-ids.txt'), 'utf8').catch(() => '')
  if (listed.trim()) return parseNotionPageIds(listed)
  const single = await readWorkspaceIndex(dir).catch(() => null)
  if (single) return [{ lang: null, id: single.rootPageId }]
  const entries = await readdir(dir).catch(() => [] as string[])
  const roots = entries
    .filter((name) => /^[0-9a-f-]{36}$/.test(name))
    .map((id) => ({ lang: null, id }))
  if (roots.length === 0)
    throw new WorkspaceError(
      `${settingOf(kind)} ${dir}: no saved workspace there. Fix: ${fixOf(kind)}`
    )
  return roots
}
