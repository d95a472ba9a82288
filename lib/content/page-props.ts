import { aiSummaryOf } from '@/lib/ai/ai-summary'
import { publicConfigOf } from '@/lib/config/load-config'
import { searchIndexUrl } from '@/lib/search/search-index-file'
import {
  archiveYears,
  latestYears,
  yearGroups,
  type ArchiveYear
} from '@/lib/content/archive-years'
import type { ThemeConfig } from '@/lib/config/theme-config'
import { THEME_CONFS } from '@/conf/themes'
import { themeDataFor, themeDataUrl, type ThemeData } from '@/lib/content/theme-data'
import type { PreparedBlocks } from '@/lib/render/types'
import type { PublicConfig } from '@/lib/config/types'
import type { SiteLanguage } from '@/lib/i18n/site-languages'
import { latestPosts, pageCount, pageOf, prevNext, relatedPosts } from '@/lib/content/post-lists'
import { findPost } from '@/lib/content/post-lookup'
import { listPreviews } from '@/lib/content/post-preview'
import { prepareBody } from '@/lib/content/prepare-body'
import { sealPost } from '@/lib/lock/seal-post'
import { postLinkOf } from '@/lib/content/post-link'
import { summaryOf, type SiteData, type SitePost } from '@/lib/content/site-types'
import type {
  ArchiveGroup,
  Category,
  NavItem,
  Notice,
  Post,
  PostLink,
  PostSummary,
  SiteInfo,
  Tag
} from '@/lib/content/types'
import { categoryHref, tagHref } from '@/lib/routing/routes'

/**
 * Props builders. Each page carries SiteProps plus only what it shows, never the whole
 * workspace: nothing on SiteProps grows with the number of posts. Types are aliases (not
 * interfaces) so they satisfy staticProps' `Record<string, unknown>` bound.
 */
export type SiteProps = {
  site: SiteInfo
  nav: NavItem[]
  config: PublicConfig
  themeConfig: ThemeConfig
  /** Extra data the configured theme declares (its conf's `data`); `themeDataUrl` serves it all. */
  themeData: ThemeData
  themeDataUrl: string
  tags: Tag[]
  categories: Category[]
  /** How many posts the site lists (the home list's length). */
  postCount: number
  notice: Notice | null
  latestPosts: PostLink[]
  /** The browser's search: where its index is (versioned) and whether this is a static export. */
  search: { indexUrl: string; staticExport: boolean }
  /** Whether the server takes newsletter sign-ups at /api/subscribe (Mailchimp's API). */
  newsletterApi: boolean
  /** '' or '/{prefix}': the language site of this page; its links live under it. */
  basePath: string
  /** The workspace's language sites, the default first; empty with one database. */
  languages: SiteLanguage[]
}

export type ListPageProps = {
  siteProps: SiteProps
  posts: PostSummary[]
  /** 1-based. */
  page: number
  pageCount: number
  total: number
  /** Path of page 1; page n lives at `${basePath}/page/n` ('' for the home list). */
  basePath: string
  category: string | null
  tag: string | null
  /** The start of each post's body by post id; only with POST_LIST_PREVIEW. */
  previews?: Record<string, PreparedBlocks>
  /** The home page's post for a theme that declares `indexPost` (lib/content/index-post.ts). */
  indexPost?: { slug: string; post: Post | null }
}

export type ArchiveProps = {
  siteProps: SiteProps
  /** The months shown: the latest years on /archive, one year on /archive/{year}. */
  archive: ArchiveGroup[]
  /** Every year, for links to /archive/{year}. */
  years?: ArchiveYear[]
  /** The year of /archive/{year}; null on /archive. */
  year?: string | null
}
export type CategoryIndexProps = { siteProps: SiteProps; categories: Category[] }
export type TagIndexProps = { siteProps: SiteProps; tags: Tag[] }
/** The same post in another language site (same slug), for hreflang and the switcher. */
export type Alternate = { locale: string; href: string }
export type PostProps = { siteProps: SiteProps; post: Post; alternates?: Alternate[] }

const linkOf = (post: SitePost): PostLink => postLinkOf(summaryOf(post))

/** `listPage`: a page listing every post (home, search), which carries the list-page data kinds. */
export function siteProps(data: SiteData, listPage = false): SiteProps {
  return {
    site: data.site,
    nav: data.nav,
    config: publicConfigOf(data.config),
    themeConfig: data.themeConfig,
    themeData: themeDataFor(data, THEME_CONFS[data.config.THEME]?.data ?? [], listPage),
    themeDataUrl: themeDataUrl(data),
    tags: data.tags,
    categories: data.categories,
    postCount: data.listedPosts.length,
    notice: data.notice,
    latestPosts: latestPosts(data.listedPosts, data.config.LATEST_POST_COUNT).map(linkOf),
    search: { indexUrl: searchIndexUrl(data), staticExport: data.config.EXPORT },
    newsletterApi: Boolean(
      !data.config.EXPORT && data.config.MAILCHIMP_LIST_ID && data.config.MAILCHIMP_API_KEY
    ),
    basePath: data.basePath,
    languages: data.languages
  }
}

function listProps(
  data: SiteData,
  posts: readonly SitePost[],
  page: number,
  where: Pick<ListPageProps, 'basePath' | 'category' | 'tag'>,
  listPage = false
): ListPageProps | null {
  const perPage = data.config.POSTS_PER_PAGE
  const shown = pageOf(posts, page, perPage)
  if (!shown) return null
  return {
    siteProps: siteProps(data, listPage),
    posts: shown.map(summaryOf),
    page,
    pageCount: pageCount(posts.length, perPage),
    total: posts.length,
    ...where,
    ...listPreviews(shown, data)
  }
}

/** The home list, page n (1-based); null when there is no such page. */
export const indexPageProps = (data: SiteData, page = 1) =>
  listProps(data, data.listedPosts, page, { basePath: '', category: null, tag: null }, page === 1)

/** Posts of a category; null for an unknown category or page. */
export function categoryPageProps(data: SiteData, category: string, page = 1) {
  const posts = data.listedPosts.filter((p) => p.category === category)
  if (!posts.length) return null
  const basePath = categoryHref(category, data.basePath)
  return listProps(data, posts, page, { basePath, category, tag: null })
}

/** Posts of a tag; null for an unknown tag or page. */
export function tagPageProps(data: SiteData, tag: string, page = 1) {
  const posts = data.listedPosts.filter((p) => p.tags.some((t) => t.name === tag))
  if (!posts.length) return null
  const basePath = tagHref(tag, data.basePath)
  return listProps(data, posts, page, { basePath, category: null, tag })
}

/** /archive: the latest years only, so its props stay bounded however many posts there are. */
export const archiveProps = (data: SiteData): ArchiveProps => ({
  siteProps: siteProps(data),
  archive: latestYears(data.archive),
  years: archiveYears(data.archive),
  year: null
})

/** /archive/{year}: that year's months; null (404) for a year without posts. */
export function archiveYearProps(data: SiteData, year: string): ArchiveProps | null {
  const archive = yearGroups(data.archive, year)
  if (!archive) return null
  return { siteProps: siteProps(data), archive, years: archiveYears(data.archive), year }
}

export const categoryIndexProps = (data: SiteData): CategoryIndexProps => ({
  siteProps: siteProps(data),
  categories: data.categories
})

export const tagIndexProps = (data: SiteData): TagIndexProps => ({
  siteProps: siteProps(data),
  tags: data.tags
})

/**
 * A single post or page with prev/next/related and its pruned block map. A locked post ships its
 * body only sealed under its password (lib/lock): body null, no toc, `encrypted` set.
 */
export async function postProps(data: SiteData, path: string): Promise<PostProps | null> {
  const found = findPost(data, path)
  return found ? { siteProps: siteProps(data), post: await postOf(data, found) } : null
}

/**
 * The members' page (SiteData.memberPage) as the dashboard shows it, or null when the site has
 * none. Only for a signed-in member: pages/api/member-page checks the session before calling.
 */
export const memberPost = async (data: SiteData): Promise<Post | null> =>
  data.memberPage ? postOf(data, data.memberPage) : null

async function postOf(data: SiteData, found: SitePost): Promise<Post> {
  const unlocked = !found.locked && found.recordMap !== null
  const listed = found.type === 'Post' ? data.listedPosts : []
  const body = unlocked && found.recordMap ? prepareBody(found.recordMap, found.id, data) : null
  const { prev, next } = prevNext(found, listed)
  const post: Post = {
    ...summaryOf(found),
    body,
    toc: body?.toc ?? [],
    encrypted: await sealPost(found, data),
    prev: prev ? linkOf(prev) : null,
    next: next ? linkOf(next) : null,
    related: relatedPosts(found, listed, data.config.POST_RECOMMEND_COUNT).map(linkOf)
  }
  const aiSummary = unlocked ? await aiSummaryOf(found, data.config) : null
  if (aiSummary) post.aiSummary = aiSummary
  return post
}
