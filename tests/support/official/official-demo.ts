import { createDirectorySource } from '@/lib/notion/create-content-source'
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
 * The saved workspaces at `dir` (every language's site, read as the build reads the bundled demo)
 * served by the official-API mock, with the settings a build needs to read them through
 * NOTION_SOURCE=official: the same sites, the same content, the other API.
 */
export async function startOfficialDemo(dir: string): Promise<OfficialDemo> {
  const source = createDirectorySource('demo', dir, '')
  const roots = await source.rootPageIds()
  const stores = await Promise.all(
    roots.map(async ({ id }) => officialStoreOf(await source.loadWorkspace(id)))
  )
  const mock = await startOfficialMock(merged(stores))
  return {
    mock,
    env: {
      NOTION_SOURCE: 'official',
      NOTION_TOKEN: MOCK_TOKEN,
      NOTION_OFFICIAL_API_URL: mock.url,
      NOTION_PAGE_ID: roots.map(({ lang, id }) => (lang ? `${lang}:${id}` : id)).join(','),
      // A loopback mock: no pacing to respect.
      NOTION_RATE_LIMIT: '100',
      NOTION_CONCURRENCY: '8'
    }
  }
}
