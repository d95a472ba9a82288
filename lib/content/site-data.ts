import { resolveThemeConfig } from '@/lib/config/theme-config'
import { THEME_CONFS } from '@/conf/themes/index'
import type { SiteConfig } from '@/lib/config/types'
import { basePathOf, languageCollision, siteLanguages } from '@/lib/i18n/site-languages'
import { log } from '@/lib/log'
import type { Workspace } from '@/lib/notion/types'
import { archiveOf } from '@/lib/content/archive'
import { databaseGuard } from '@/lib/content/database-guard'
import { navOf } from '@/lib/content/nav'
import { holdMemberPage } from '@/lib/content/member-page'
import { inWindow } from '@/lib/content/notion-date'
import type { NormalisedRow } from '@/lib/content/normalise-row'
import { reservedSegmentOf } from '@/lib/content/post-href'
import { sortPosts } from '@/lib/content/post-lists'
import { prepareBody, type BodyContext } from '@/lib/content/prepare-body'
import { isMarkupBody } from '@/lib/body/static-body'
import { siteConfigOf } from '@/lib/content/site-config'
import { siteInfoOf } from '@/lib/content/site-info'
import { isServable, servedPostsOf, siteRowsOf } from '@/lib/content/site-rows'
import {
  summaryOf,
  type DatabaseGuard,
  type SiteData,
  type SitePost
} from '@/lib/content/site-types'
import { categoriesOf, tagsOf } from '@/lib/content/taxonomy'
import { isListed } from '@/lib/content/visibility'
import { hasPage, readWorkspaceRows } from '@/lib/content/workspace-rows'

export interface SiteDataOptions {
  env?: Readonly<Record<string, string | undefined>>
  /** Epoch ms or Date; scheduled publishing compares against it. Default: the current time. */
  now?: number | Date
  /** The language prefix of this database (`zh`); '' or absent for the default site. */
  prefix?: string
  /** Every language prefix of the workspace (NOTION_PAGE_ID's `lang:` entries). */
  languagePrefixes?: readonly string[]
  /** The default site's LANG, for a language site's list of languages. */
  defaultLocale?: string
  /**
   * The guards of the other languages' databases (lib/content/database-guard.ts): a body of this
   * site may link to or show a view of any of them.
   */
  siblings?: readonly DatabaseGuard[]
  /**
   * Applied to the settings before anything reads them: a server build turns off what its
   * Content-Security-Policy does not admit (lib/security/policy-gate.ts). The model knows no
   * policy itself.
   */
  gate?: (config: SiteConfig) => SiteConfig
  /**
   * The owner's preview (draft mode): drafts, Invisible and scheduled posts answer their URL too
   * (never listed). Such data is built per request and never shared with visitors' pages.
   */
  preview?: boolean
}

/**
 * Everything the pages need from one workspace: settings (with the Notion Config table applied),
 * site info, posts, menu, taxonomies, archive and notice. Pure apart from log lines; every
 * getStaticProps calls it with the workspace from lib/notion.
 */
export function buildSiteData(workspace: Workspace, options: SiteDataOptions = {}): SiteData {
  const now = options.now === undefined ? Date.now() : Number(options.now)
  const env = options.env ?? {}
  const read = readWorkspaceRows(workspace)
  const prefix = options.prefix ?? ''
  const { config: loaded, notion } = siteConfigOf(workspace, read, { env, prefix })
  const config = options.gate ? options.gate(loaded) : loaded
  const basePath = basePathOf(prefix)
  const themeConfig = resolveThemeConfig(config.THEME, THEME_CONFS[config.THEME]?.keys, {
    env,
    notion
  })
  const warnings: string[] = []
  const warn = (message: string) => {
    warnings.push(message)
    log.warn(message)
  }
  const schema = read.table?.schema ?? {}
  checkColumns(
    config,
    Object.values(schema).map((c) => c.name),
    read.table !== null,
    warn
  )

  const rows = siteRowsOf(workspace, read, {
    config,
    prefix,
    fallbackTime: Date.parse(workspace.fetchedAt) || now,
    withPages: true
  })
  for (const row of rows) {
    const p = row.post
    if (row.status === null || (row.type !== 'Post' && row.type !== 'Page')) continue
    row.warnings.forEach(warn)
    if (!isServable(row))
      warn(
        `"${p.title}" (${p.id}) is locked but has no slug; give it one: it answers 404 until then`
      )
    else if (!hasPage(workspace, p.id))
      warn(`"${p.title}" (${p.id}): its page was not fetched; it answers 404`)
  }
  const served = servedPostsOf(rows, now, (p) => hasPage(workspace, p.id), options.preview)
  const { posts, memberPage, held } = holdMemberPage(
    sortPosts(served, config.POSTS_SORT_BY),
    basePath
  )
  checkHrefs(posts, warn)
  const others = options.languagePrefixes ?? []
  if (!prefix) checkLanguageCollisions(posts, others)
  const listedPosts = posts.filter((p) => p.type === 'Post' && isListed(p, now))
  const databases = [
    databaseGuard(workspace, read, posts, {
      now,
      passwordColumn: config.NOTION_PROPERTY_PASSWORD
    }),
    ...(options.siblings ?? [])
  ]
  const tagColumn =
    Object.values(schema).find((c) => c.name === config.NOTION_PROPERTY_TAGS) ?? null
  return {
    config,
    themeConfig,
    now,
    site: siteInfoOf(read.table?.collection ?? null, read.root, config),
    posts,
    listedPosts,
    memberPage,
    nav: navOf(
      rows.filter((r) => !held.has(r.post)),
      config.CUSTOM_MENU,
      (p) => isListed(p, now),
      basePath
    ),
    tags: tagsOf(listedPosts, tagColumn, config.TAG_SORT_BY_COUNT),
    categories: categoriesOf(listedPosts),
    archive: archiveOf(listedPosts, config.LANG, summaryOf),
    notice: noticeOf(rows, now, { config, databases }),
    warnings,
    databases,
    basePath,
    languages: siteLanguages(options.defaultLocale ?? config.LANG, others)
  }
}

function checkLanguageCollisions(posts: readonly SitePost[], prefixes: readonly string[]) {
  for (const post of posts) {
    if (post.target !== '_self') continue
    const collision = languageCollision(post.href, post.title, prefixes)
    if (collision) throw new Error(collision)
  }
}

function noticeOf(
  rows: readonly NormalisedRow[],
  now: number,
  ctx: BodyContext
): SiteData['notice'] {
  const row = rows.find(
    (r) => r.type === 'Notice' && r.status === 'Published' && inWindow(r.post.window, now)
  )
  if (!row) return null
  const { recordMap, locked, id } = row.post
  const body = recordMap && !locked ? prepareBody(recordMap, id, ctx) : null
  return {
    post: summaryOf(row.post),
    body,
    bodyIsMarkup: body !== null && isMarkupBody(body, ctx.config)
  }
}

function checkColumns(
  config: SiteConfig,
  columns: readonly string[],
  found: boolean,
  warn: (m: string) => void
) {
  if (!found) return
  const have = new Set(columns.map((c) => c.trim().toLowerCase()))
  for (const key of ['NOTION_PROPERTY_TYPE', 'NOTION_PROPERTY_STATUS'] as const) {
    if (!have.has(config[key].trim().toLowerCase()))
      warn(`The database has no "${config[key]}" column (${key}); no row can be published`)
  }
}

function checkHrefs(posts: readonly SitePost[], warn: (m: string) => void) {
  const seen = new Map<string, SitePost>()
  for (const post of posts) {
    if (post.target === '_blank') continue
    const reserved = reservedSegmentOf(post.slug, post.href)
    if (reserved)
      warn(`"${post.title}" (${post.href}): its slug starts with the reserved route /${reserved}`)
    const other = seen.get(post.href)
    if (other) warn(`"${post.title}" and "${other.title}" share the URL ${post.href}`)
    else seen.set(post.href, post)
  }
}
