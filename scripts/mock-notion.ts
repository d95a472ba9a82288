/**
 * `npm run mock-notion [dir] [--port N] [--throttle]`: serve a snapshot or the demo (default
 * content/demo) through Notion's endpoints, so the real client path runs offline:
 *   NOTION_PAGE_ID=<root id> NOTION_API_BASE_URL=<printed url> npm run dev
 */
import path from 'node:path'
import { log } from '../lib/log'
import { readWorkspaceDir, workspaceDirOf } from '../lib/notion/workspace-dir'
import { MockStore, startMockNotion } from './mock-notion/mock-server'

async function main() {
  const args = process.argv.slice(2)
  const flag = (name: string) => args.indexOf(name)
  const portAt = flag('--port')
  const port = portAt >= 0 ? Number(args[portAt + 1]) : 0
  const positional = args.filter((a, i) => !a.startsWith('--') && (portAt < 0 || i !== portAt + 1))
  const dir = path.resolve(positional[0] ?? 'content/demo')
  const workspace = await readWorkspaceDir(workspaceDirOf(dir, ''))
  if (!workspace) throw new Error(`no workspace.json in ${dir}`)
  const store = new MockStore()
  store.addRecordMap(workspace.database, workspace.rootPageId)
  for (const [id, recordMap] of Object.entries(workspace.pages)) store.addRecordMap(recordMap, id)
  const mock = await startMockNotion(store, {
    port,
    ...(flag('--throttle') >= 0
      ? { throttle: { perSecond: 3, retryAfterSec: 1 }, latencyMs: 100 }
      : {})
  })
  log.info(`mock Notion API serving ${dir} at ${mock.url}`)
  log.info(`NOTION_PAGE_ID=${workspace.rootPageId} NOTION_API_BASE_URL=${mock.url} npm run dev`)
}

main().catch((error: unknown) => {
  log.error(String(error))
  process.exit(1)
})
