import { envConfig } from '../../lib/config/load-config'
import { log } from '../../lib/log'
import { contentSource } from '../../lib/notion/get-workspace'

/**
 * Fetch every configured workspace (one per language) into the disk cache, so `next build`'s
 * workers read it instead of each asking Notion. Snapshots and the demo are on disk already.
 */
export async function prefetchAll(): Promise<void> {
  const source = contentSource()
  if (source.kind !== 'notion') {
    log.info(`prefetch: reading the ${source.kind} workspace from disk, nothing to fetch`)
    return
  }
  const started = Date.now()
  const roots = await source.rootPageIds()
  log.info(`prefetch: fetching ${roots.length} workspace(s) from Notion`)
  for (const { lang, id } of roots) {
    const workspace = await source.loadWorkspace(id)
    const pages = Object.keys(workspace.pages).length
    log.info(
      `prefetch: ${lang ? `${lang}:` : ''}${id}: ${pages} pages in ${(Date.now() - started) / 1000} s`
    )
  }
  log.info(`prefetch: cached under ${envConfig().NOTION_CACHE_DIR || 'cache/notion'}`)
}
