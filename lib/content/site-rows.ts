import type { SiteConfig } from '@/lib/config/types'
import { basePathOf } from '@/lib/i18n/site-languages'
import type { Workspace } from '@/lib/notion/types'
import { normaliseRow, type NormalisedRow } from '@/lib/content/normalise-row'
import type { SitePost } from '@/lib/content/site-types'
import { isServed } from '@/lib/content/visibility'
import { pageMapOf, type WorkspaceRows } from '@/lib/content/workspace-rows'

export interface SiteRowsOptions {
  config: SiteConfig
  /** The language prefix of the database (`zh`); '' for the default site. */
  prefix: string
  /** Epoch ms for rows without timestamps. */
  fallbackTime: number
  /** False: rows without their page's record map (no word counts), for a guard only. */
  withPages: boolean
}

/** Every row of the database as a post; a language site's rows live under its base path. */
export function siteRowsOf(
  workspace: Workspace,
  read: WorkspaceRows,
  { config, prefix, fallbackTime, withPages }: SiteRowsOptions
): NormalisedRow[] {
  const schema = read.table?.schema ?? {}
  const basePath = basePathOf(prefix)
  return read.rows.map((block) =>
    underBase(
      normaliseRow(block, {
        config,
        schema,
        recordMap: withPages ? pageMapOf(workspace, block.id) : null,
        fallbackTime
      }),
      basePath
    )
  )
}

/** A language site's rows live under its base path (`/zh/article/x`); links stay as they are. */
function underBase(row: NormalisedRow, basePath: string): NormalisedRow {
  if (!basePath || row.post.target !== '_self') return row
  return { ...row, post: { ...row.post, href: `${basePath}${row.post.href}` } }
}

/** A Post or Page row with a known status; a locked one also needs a slug. */
export const isServable = (row: NormalisedRow): boolean =>
  row.status !== null &&
  (row.type === 'Post' || row.type === 'Page') &&
  // Without a slug its address would be its Notion id, which a locked post must not show.
  !(row.post.locked && row.post.slug === row.post.id)

/**
 * The posts that answer their URL now: servable, fetched and inside their publish window. In the
 * owner's preview (draft mode) every fetched Post or Page row answers, drafts, Invisible and
 * scheduled ones included; lists still hold only what `isListed` admits.
 */
export function servedPostsOf(
  rows: readonly NormalisedRow[],
  now: number,
  fetched: (post: SitePost) => boolean,
  preview = false
): SitePost[] {
  return rows
    .filter((r) => (preview ? r.type === 'Post' || r.type === 'Page' : isServable(r)))
    .map((r) => r.post)
    .filter((p) => fetched(p) && (preview || isServed(p, now)))
}
