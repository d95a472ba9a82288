/**
 * `npm run snapshot [dir]`: write the configured Notion workspace(s) to NOTION_SNAPSHOT_DIR (or
 * dir) in the layout builds read back with NOTION_SNAPSHOT_DIR set: reproducible, offline builds.
 */
import path from 'node:path'
import { envConfig } from '../lib/config/load-config'
import { log } from '../lib/log'
import { createNotionSource } from '../lib/notion/create-content-source'
import { WorkspaceError } from '../lib/notion/notion-errors'
import { writeWorkspaceDir } from '../lib/notion/workspace-dir'
import { exitWithMessage } from './script-errors'

async function main() {
  const config = envConfig()
  const dir = process.argv[2] || config.NOTION_SNAPSHOT_DIR
  if (!dir)
    throw new WorkspaceError(
      'NOTION_SNAPSHOT_DIR is not set. Fix: set it, or pass the directory: `npm run snapshot -- <dir>`'
    )
  if (!config.NOTION_PAGE_ID.trim())
    throw new WorkspaceError(
      'NOTION_PAGE_ID is not set: nothing to snapshot. Fix: set it to the id of your blog database'
    )
  const source = createNotionSource(config)
  const roots = await source.rootPageIds()
  for (const { id } of roots) {
    const workspace = await source.loadWorkspace(id)
    // One workspace at the top; several (languages) in one directory per root id.
    const target = roots.length === 1 ? path.resolve(dir) : path.resolve(dir, id)
    await writeWorkspaceDir(target, workspace)
    log.info(`snapshot: ${id}: ${Object.keys(workspace.pages).length} pages written to ${target}`)
  }
}

main().catch(exitWithMessage)
