import { loadConfig } from '@/lib/config/load-config'
import { resolveThemeConfig } from '@/lib/config/theme-config'
import { isThemeSetting, THEME_CONFS } from '@/conf/themes/index'
import type { SiteConfig } from '@/lib/config/types'
import {
  basePathOf,
  languageCollision,
  localeOfPrefix,
  siteLanguages
} from '@/lib/i18n/site-languages'
import { log } from '@/lib/log'
import type { Workspace } from '@/lib/notion/types'
import { unwrap } from '@/lib/render/record'
import { archiveOf } from '@/lib/content/archive'
import { navOf } from '@/lib/content/nav'
import { inWindow } from '@/lib/content/notion-date'
import { normaliseRow, type NormalisedRow } from '@/lib/content/normalise-row'
import { reservedSegmentOf } from '@/lib/content/post-href'
import { sortPosts } from '@/lib/content/post-lists'
import { prepareBody, type BodyContext } from '@/lib/content/prepare-body'
import { siteInfoOf } from '@/lib/content/site-info'
import { summaryOf, type SiteData, type SitePost } from '@/lib/content/site-types'
import { categoriesOf, tagsOf } from '@/lib/content/taxonomy'
import { isListed, isServed } from '@/lib/content/visibility'
import { notionConfigRows, pageMapOf, readWorkspaceRows } from '@/lib/content/workspace-rows'
import { withinPolicy } from '@/lib/security/policy-gate'

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
  /** A server build's Content-Security-Policy: services it does not admit stay off. */
  policy?: string
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
  const envConfig = loadConfig({ env }).config
  const notion = notionConfigRows(workspace, read, envConfig)
  const prefix = options.prefix ?? ''
  const loaded = withinPolicy(
    loadConfig({ env, notion }, { knownElsewhere: isThemeSetting }).config,
    options.policy
  )
  // A language site speaks its prefix's language, whatever the env or its Config table say.
  const config = prefix ? { ...loaded, LANG: localeOfPrefix(prefix) } : loaded
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

  const fallbackTime = Date.parse(workspace.fetchedAt) || now
  const rows: NormalisedRow[] = read.rows.map((block) =>
    underBase(
      normaliseRow(block, {
        config,
        schema,
        recordMap: pageMapOf(workspace, block.id),
        fallbackTime
      }),
      basePath
    )
  )
  const servable = rows
    .filter((r) => r.status !== null && (r.type === 'Post' || r.type === 'Page'))
    .map((r) => r.post)
    .filter((p) => {
      // Without a slug its address would be its Notion id, which a locked post must not show.
      if (p.locked && p.slug === p.id)
        warn(
          `"${p.title}" (${p.id}) is locked but has no slug; give it one: it answers 404 until then`
        )
      return !(p.locked && p.slug === p.id)
    })
  const posts = sortPosts(
    servable.filter((p) => p.recordMap !== null && isServed(p, now)),
    config.POSTS_SORT_BY
  )
  for (const p of servable) {
    if (p.recordMap === null)
      warn(`"${p.title}" (${p.id}): its page was not fetched; it answers 404`)
  }
  checkHrefs(posts, warn)
  const others = options.languagePrefixes ?? []
  if (!prefix) checkLanguageCollisions(posts, others)
  const listedPosts = posts.filter((p) => p.type === 'Post' && isListed(p, now))
  const siteDatabase = siteDatabaseOf(workspace, read)
  const tagColumn =
    Object.values(schema).find((c) => c.name === config.NOTION_PROPERTY_TAGS) ?? null
  return {
    config,
    themeConfig,
    now,
    site: siteInfoOf(read.table?.collection ?? null, read.root, config),
    posts,
    listedPosts,
    nav: navOf(rows, config.CUSTOM_MENU, (p) => isListed(p, now), basePath),
    tags: tagsOf(listedPosts, tagColumn, config.TAG_SORT_BY_COUNT),
    categories: categoriesOf(listedPosts),
    archive: archiveOf(listedPosts, config.LANG, summaryOf),
    notice: noticeOf(rows, { config, posts, now, siteDatabase }),
    warnings,
    siteDatabase,
    basePath,
    languages: siteLanguages(options.defaultLocale ?? config.LANG, others)
  }
}

/** A language site's rows live under its base path (`/zh/article/x`); links stay as they are. */
function underBase(row: NormalisedRow, basePath: string): NormalisedRow {
  if (!basePath || row.post.target !== '_self') return row
  return { ...row, post: { ...row.post, href: `${basePath}${row.post.href}` } }
}

function checkLanguageCollisions(posts: readonly SitePost[], prefixes: readonly string[]) {
  for (const post of posts) {
    if (post.target !== '_self') continue
    const collision = languageCollision(post.href, post.title, prefixes)
    if (collision) throw new Error(collision)
  }
}

function siteDatabaseOf(workspace: Workspace, read: ReturnType<typeof readWorkspaceRows>) {
  const collectionId = read.table?.collection.id ?? null
  const rowIds = new Set(read.rows.map((r) => r.id.replace(/-/g, '')))
  for (const [id, record] of Object.entries(workspace.database.block ?? {})) {
    const value = unwrap<{ id: string; parent_id?: string }>(record)
    if (collectionId && value?.parent_id === collectionId) rowIds.add(id.replace(/-/g, ''))
  }
  return { collectionId, rowIds }
}

function noticeOf(rows: readonly NormalisedRow[], ctx: BodyContext): SiteData['notice'] {
  const row = rows.find(
    (r) => r.type === 'Notice' && r.status === 'Published' && inWindow(r.post.window, ctx.now)
  )
  if (!row) return null
  const { recordMap, locked, id } = row.post
  const body = recordMap && !locked ? prepareBody(recordMap, id, ctx) : null
  return { post: summaryOf(row.post), body }
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
