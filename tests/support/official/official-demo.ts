import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseNotionPageIds } from '@/lib/notion/page-id'
import { readWorkspaceDir, workspaceDirOf } from '@/lib/notion/workspace-dir'
import { MOCK_TOKEN, startOfficialMock, type OfficialMock } from './official-mock'
import { officialStoreOf, type OfficialStore } from './official-store'

/** The settings that make a build read the mock below as Notion's official API. */
export interface OfficialDemo {
  mock: OfficialMock
  env: Record<string, string>
}

/** Two stores' objects in one: sites' ids never collide. */
function merged(stores: OfficialStore[]): OfficialStore {
  const join = <K, V>(pick: (store: OfficialStore) => Map<K, V>) =>
    new Map(stores.flatMap((store) => [...pick(store)]))
  return {
    databases: join((s) => s.databases),
    dataSources: join((s) => s.dataSources),
    pages: join((s) => s.pages),
    blocks: join((s) => s.blocks),
    children: join((s) => s.children)
  }
}

/**
 * The workspace at `dir` (every language's site of `<dir>/page-ids.txt`, as the bundled demo
 * keeps them) served by the official-API mock, with the settings a build needs to read it
 * through NOTION_SOURCE=official: the same sites, the same content, the other API.
 */
export async function startOfficialDemo(dir: string): Promise<OfficialDemo> {
  const pageIds = readFileSync(path.join(dir, 'page-ids.txt'), 'utf8').trim()
  const roots = parseNotionPageIds(pageIds)
  const stores = await Promise.all(
    roots.map(async ({ id }, i) => {
      // The first site lives at the folder's top, the others in folders named by their ids.
      const workspace = await readWorkspaceDir(workspaceDirOf(dir, i === 0 ? '' : id))
      if (!workspace) throw new Error(`${dir}: no workspace for ${id}`)
      return officialStoreOf(workspace)
    })
  )
  const mock = await startOfficialMock(merged(stores))
  return {
    mock,
    env: {
      NOTION_SOURCE: 'official',
      NOTION_TOKEN: MOCK_TOKEN,
      NOTION_OFFICIAL_API_URL: mock.url,
      NOTION_PAGE_ID: pageIds,
      // A loopback mock: no pacing to respect.
      NOTION_RATE_LIMIT: '100',
      NOTION_CONCURRENCY: '8'
    }
  }
}
