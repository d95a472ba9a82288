import path from 'node:path'
import type { SiteConfig } from '@/lib/config/types'
import { buildCacheDirOf } from '@/lib/notion/cache-dirs'
import type { Clock } from '@/lib/notion/clock'
import type { ShouldFetchRow } from '@/lib/notion/fetch-workspace'
import { WorkspaceError } from '@/lib/notion/notion-errors'
import type { OfficialBlock, OfficialFile } from '@/lib/notion/official/api-types'
import { createOfficialClient } from '@/lib/notion/official/official-client'
import { fileUrlOf } from '@/lib/notion/official/official-files'
import { fetchOfficialWorkspace } from '@/lib/notion/official/official-workspace'
import { parseNotionPageIds } from '@/lib/notion/page-id'
import { createRateLimiter } from '@/lib/notion/rate-limiter'
import { ownTypeNames, type RowTypeConfig } from '@/lib/notion/row-types'
import type { ContentSource } from '@/lib/notion/types'

export type OfficialSourceConfig = RowTypeConfig &
  Pick<
    SiteConfig,
    | 'NOTION_PAGE_ID'
    | 'NOTION_TOKEN'
    | 'NOTION_OFFICIAL_API_URL'
    | 'NOTION_RATE_LIMIT'
    | 'NOTION_CONCURRENCY'
    | 'NOTION_PROPERTY_TYPE'
  >

export interface OfficialSourceOptions {
  clock?: Clock
  shouldFetchRow?: ShouldFetchRow
  /** The build output whose cache (`<distDir>/cache/notion`) builds fill; default NEXT_DIST_DIR. */
  distDir?: string
}

/**
 * The workspace read through Notion's official API (NOTION_SOURCE=official), handed over in the
 * private source's shape, cached in the same place. A server reloads it whole each window (the
 * cache spares the unchanged pages); it has no page-by-page loading.
 */
export function createOfficialSource(
  config: OfficialSourceConfig,
  options: OfficialSourceOptions = {}
): ContentSource {
  if (!config.NOTION_TOKEN.trim())
    throw new WorkspaceError(
      'NOTION_SOURCE=official needs NOTION_TOKEN. Fix: create an internal integration (notion.so/profile/integrations), share the blog database with it and set NOTION_TOKEN to its secret'
    )
  const client = createOfficialClient({
    baseUrl: config.NOTION_OFFICIAL_API_URL,
    token: config.NOTION_TOKEN.trim(),
    limiter: createRateLimiter(config.NOTION_RATE_LIMIT, options.clock),
    ...(options.clock ? { clock: options.clock } : {})
  })
  const roots = parseNotionPageIds(config.NOTION_PAGE_ID)
  const buildCache = buildCacheDirOf(options.distDir)
  return {
    kind: 'notion',
    rootPageIds: async () => roots,
    loadWorkspace: (rootPageId, { onPlanned } = {}) =>
      fetchOfficialWorkspace(rootPageId, {
        client,
        cacheDir: path.join(/*turbopackIgnore: true*/ buildCache, rootPageId),
        concurrency: config.NOTION_CONCURRENCY,
        typeColumn: config.NOTION_PROPERTY_TYPE,
        typeNames: ownTypeNames(config),
        ...(options.shouldFetchRow ? { shouldFetchRow: options.shouldFetchRow } : {}),
        ...(onPlanned ? { onPlanned } : {})
      }),
    // The API signs a hosted file's URL for about an hour: reading the block again signs it anew.
    signFileUrl: async (blockId) => {
      const block = (await client.get(`/blocks/${encodeURIComponent(blockId)}`)) as OfficialBlock
      const url = fileUrlOf(block[block.type] as OfficialFile | undefined)
      return url || undefined
    }
  }
}
