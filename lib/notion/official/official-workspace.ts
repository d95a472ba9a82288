import type { Block, ExtendedRecordMap } from 'notion-types'
import { log } from '@/lib/log'
import { databaseRowsOf } from '@/lib/notion/database-rows'
import {
  databaseOrCachedWorkspace,
  editedTimeMatches,
  keepCachedOrSkip,
  messageOf,
  rowKinds,
  type FetchWorkspaceOptions
} from '@/lib/notion/fetch-workspace'
import { progressLogger } from '@/lib/notion/fetch-progress'
import { inlineCollectionsOf } from '@/lib/notion/shown-databases'
import { mapLimit } from '@/lib/notion/map-limit'
import { WorkspaceError } from '@/lib/notion/notion-errors'
import { OfficialApiError, type OfficialClient } from '@/lib/notion/official/official-client'
import { readDatabaseMap } from '@/lib/notion/official/official-database-map'
import { officialInlineDatabasesUnchanged } from '@/lib/notion/official/official-freshness'
import { readPageMap } from '@/lib/notion/official/official-page'
import type { Workspace } from '@/lib/notion/types'
import { readPageFile, writePageFile, writeWorkspaceDir } from '@/lib/notion/workspace-dir'

/** A cache write that fails (a server's read-only build folder) is logged once, never fatal. */
const quietly = (cacheDir: string) => (error: unknown) =>
  log.warnOnce(
    `official:cache:${cacheDir}`,
    `cannot write the Notion cache in ${cacheDir} (${messageOf(error)}); the pages read now are kept in memory only`
  )

export interface OfficialWorkspaceOptions extends Omit<FetchWorkspaceOptions, 'api'> {
  client: OfficialClient
}

/** What the owner fixes when the official API refuses the database itself. */
function databaseError(error: unknown, rootPageId: string): unknown {
  if (!(error instanceof OfficialApiError)) return error
  if (error.status === 401)
    return new WorkspaceError(
      `NOTION_TOKEN is not accepted by Notion's official API (${error.code}). Fix: copy the internal integration's secret again (notion.so/profile/integrations)`
    )
  if (error.status === 403 || error.status === 404 || error.status === 400)
    return new WorkspaceError(
      `NOTION_PAGE_ID ${rootPageId}: the official API cannot read this database (${error.code}). Fix: share the database with the integration (its ••• menu > Connections), and use the database's id`
    )
  return error
}

/**
 * The workspace through Notion's official API, under the private source's rules: the database
 * (rows 100 a request), then each wanted row's page (its blocks 100 a request, level by level),
 * `concurrency` pages at once. A cached page is reused while its `last_edited_time` matches its
 * row's and the databases inside it hold the same rows; the Config row is always refetched.
 * A page the API refuses (403, 404) or that fails after the retries keeps its cached copy, or is
 * left out with one line (a 404 on the site); the rest of the site builds. When the database
 * cannot be read, the cached workspace is served; without one, the fetch throws.
 */
export async function fetchOfficialWorkspace(
  rootPageId: string,
  options: OfficialWorkspaceOptions
): Promise<Workspace> {
  const { client, cacheDir, concurrency = 3 } = options
  const { typeOf, shouldFetchRow } = rowKinds(options)
  const read = await databaseOrCachedWorkspace(
    rootPageId,
    cacheDir,
    () => readDatabaseMap(client, rootPageId),
    (error) => databaseError(error, rootPageId)
  )
  if ('cached' in read) return read.cached
  const { database } = read
  const { collection, rows } = databaseRowsOf(database, rootPageId)
  const pages: Record<string, ExtendedRecordMap> = {}
  const stale: Block[] = []
  const cachedCopies = new Map<string, ExtendedRecordMap>()
  for (const row of rows.filter((r) => shouldFetchRow(r, collection))) {
    const cached = cacheDir ? await readPageFile(cacheDir, row.id).catch(() => null) : null
    if (cached) cachedCopies.set(row.id, cached)
    const isConfig = typeOf(row, collection) === 'Config'
    if (!cached || isConfig || !editedTimeMatches(cached, row)) stale.push(row)
    else if (inlineCollectionsOf(cached).size === 0) pages[row.id] = cached
    else if (await officialInlineDatabasesUnchanged(client, cached)) pages[row.id] = cached
    else stale.push(row)
  }
  // About three requests a page: its children, one level below, and a database or link in it.
  options.onPlanned?.(stale.length * 3)
  const progress = progressLogger(stale.length)
  await mapLimit(stale, concurrency, async (row) => {
    try {
      const recordMap = await readPageMap(client, row, database)
      pages[row.id] = recordMap
      if (cacheDir) await writePageFile(cacheDir, row.id, recordMap).catch(quietly(cacheDir))
    } catch (error) {
      keepCachedOrSkip(pages, cachedCopies.get(row.id), row, error)
    }
    progress()
  })
  const workspace: Workspace = { rootPageId, fetchedAt: new Date().toISOString(), database, pages }
  if (cacheDir)
    await writeWorkspaceDir(cacheDir, workspace, { writePages: false }).catch(quietly(cacheDir))
  return workspace
}
