import type { Workspace } from '@/lib/notion/types'
import { unwrap } from '@/lib/body/record'
import { siteConfigOf } from '@/lib/content/site-config'
import { servedPostsOf, siteRowsOf } from '@/lib/content/site-rows'
import type { DatabaseGuard, SitePost } from '@/lib/content/site-types'
import { isListed } from '@/lib/content/visibility'
import { hasPage, readWorkspaceRows, type WorkspaceRows } from '@/lib/content/workspace-rows'

const compact = (id: string) => id.replace(/-/g, '')

/**
 * The guard of a site's own database, from its served posts: a listed one is shown (by address
 * only when locked), every other row (drafts, Invisible and future posts, Config, Menu) is hidden.
 */
export function databaseGuard(
  workspace: Workspace,
  read: WorkspaceRows,
  served: readonly SitePost[],
  { now, passwordColumn }: { now: number; passwordColumn: string }
): DatabaseGuard {
  const collectionId = read.table?.collection.id ?? null
  const rowIds = new Set(read.rows.map((r) => compact(r.id)))
  // Rows outside the view's results (filtered out of it) are rows all the same.
  for (const [id, record] of Object.entries(workspace.database.block ?? {})) {
    const value = unwrap<{ id: string; parent_id?: string }>(record)
    if (collectionId && value?.parent_id === collectionId) rowIds.add(compact(id))
  }
  const shown = new Map(
    served
      .filter((p) => isListed(p, now))
      .map((p) => [compact(p.id), { locked: p.locked, href: p.target === '_self' ? p.href : null }])
  )
  return { collectionId, rowIds, shown, passwordColumn }
}

export interface WorkspaceGuardOptions {
  env: Readonly<Record<string, string | undefined>>
  now: number
  /** The database's language prefix (`zh`), '' for the default: its hrefs live under it. */
  prefix: string
}

/**
 * The guard of another language's database, straight from its workspace: its settings and rows
 * as its own site reads them, without preparing anything of its pages.
 */
export function workspaceGuard(
  workspace: Workspace,
  options: WorkspaceGuardOptions
): DatabaseGuard {
  const read = readWorkspaceRows(workspace)
  const { config } = siteConfigOf(workspace, read, options)
  const rows = siteRowsOf(workspace, read, {
    config,
    prefix: options.prefix,
    fallbackTime: Date.parse(workspace.fetchedAt) || options.now,
    withPages: false
  })
  const served = servedPostsOf(rows, options.now, (p) => hasPage(workspace, p.id))
  return databaseGuard(workspace, read, served, {
    now: options.now,
    passwordColumn: config.NOTION_PROPERTY_PASSWORD
  })
}
