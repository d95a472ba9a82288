/**
 * `npm run prefetch` (first half of `npm run build`): fetch every configured workspace into the
 * disk cache, so `next build`'s workers read it instead of each asking Notion.
 */
import { envConfig } from '../lib/config/load-config'
import { log } from '../lib/log'
import { contentSource } from '../lib/notion/get-workspace'
import { exitWithMessage } from './script-errors'

async function main() {
  const source = contentSource()
  if (source.kind !== 'notion') {
    log.info(`prefetch: reading the ${source.kind} workspace from disk, nothing to fetch`)
    return
  }
  const started = Date.now()
  for (const { lang, id } of await source.rootPageIds()) {
    const workspace = await source.loadWorkspace(id)
    const pages = Object.keys(workspace.pages).length
    log.info(
      `prefetch: ${lang ? `${lang}:` : ''}${id}: ${pages} pages in ${(Date.now() - started) / 1000} s`
    )
  }
  log.info(`prefetch: cached under ${envConfig().NOTION_CACHE_DIR || 'cache/notion'}`)
}

main().catch(exitWithMessage)
