/**
 * Fetch every configured workspace (one per language) into the disk cache, so `next build`'s
 * workers read it instead of each asking Notion. `npm run prefetch` runs it alone; `npm run
 * build` runs it beside `next build` with a status file, in which it reports `done`, or `failed`
 * with its message, and which the build's workers wait for.
 */
import { buildCacheDirOf } from '../lib/notion/cache-dirs'
import { log } from '../lib/log'
import { contentSource } from '../lib/notion/get-workspace'
import { writePrefetchStatus } from '../lib/notion/prefetch-status'
import type { WorkspaceHooks } from '../lib/notion/types'

async function prefetchAll(hooks: WorkspaceHooks = {}): Promise<void> {
  const source = contentSource()
  if (source.kind !== 'notion') {
    log.info(`prefetch: reading the ${source.kind} workspace from disk, nothing to fetch`)
    return
  }
  const started = Date.now()
  const roots = await source.rootPageIds()
  log.info(`prefetch: fetching ${roots.length} workspace(s) from Notion`)
  for (const [index, { lang, id }] of roots.entries()) {
    const options = index === 0 ? hooks : {}
    // Into the cache, without holding every page at once where the source can (cacheWorkspace).
    const pages = source.cacheWorkspace
      ? await source.cacheWorkspace(id, options)
      : Object.keys((await source.loadWorkspace(id, options)).pages).length
    log.info(
      `prefetch: ${lang ? `${lang}:` : ''}${id}: ${pages} pages in ${(Date.now() - started) / 1000} s`
    )
  }
  log.info(`prefetch: cached under ${buildCacheDirOf()}`)
}

/**
 * The fetch, reported in `statusFile` when given; throws what stopped it. `hooks`: told, once
 * the first workspace's database is read, how many requests its pages need and what its rows
 * alone give.
 */
export async function prefetchWorkspaces(
  statusFile?: string,
  hooks?: WorkspaceHooks
): Promise<void> {
  try {
    await prefetchAll(hooks)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    if (statusFile)
      await writePrefetchStatus(statusFile, { state: 'failed', pid: process.pid, message })
    throw error
  }
  if (statusFile) await writePrefetchStatus(statusFile, { state: 'done', pid: process.pid })
}
