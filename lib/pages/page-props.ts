import { aiSummaryOf } from '@/lib/ai/ai-summary'
import { publicConfigOf } from '@/lib/config/load-config'
import { searchIndexUrl } from '@/lib/search/search-index-file'
import { archiveYears, latestYears, yearGroups } from '@/lib/content/archive-years'
import { THEME_CONFS } from '@/conf/themes'
import { themeDataFor, themeDataUrl } from '@/lib/pages/theme-data'
import { pageCount, pageOf } from '@/lib/content/post-lists'
import {
  categoryPosts,
  newestPosts,
  prevNext,
  relatedPosts,
  tagPosts
} from '@/lib/content/post-neighbours'
import { findPost } from '@/lib/content/post-lookup'
import { withPostPage } from '@/lib/pages/get-site-data'
import { listPreviews } from '@/lib/pages/post-preview'
import { prepareBody } from '@/lib/content/prepare-body'
import { sealPost } from '@/lib/lock/seal-post'
import { postLinkOf } from '@/lib/content/post-link'
import { summaryOf, type SiteData, type SitePost } from '@/lib/content/site-types'
import type {
  ArchiveProps,
  CategoryIndexProps,
  ListPageProps,
  PostProps,
  SiteProps,
  TagIndexProps
} from '@/lib/theme/props'
import type { Post, PostLink } from '@/lib/content/types'
import { categoryHref, tagHref } from '@/lib/routing/routes'

/*
 * Props builders: each page carries SiteProps plus only what it shows (lib/theme/props.ts says
 * what each holds).
 */

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
    latestPosts: newestPosts(data, data.config.LATEST_POST_COUNT).map(linkOf),
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
  const posts = categoryPosts(data, category)
  if (!posts.length) return null
  const basePath = categoryHref(category, data.basePath)
  return listProps(data, posts, page, { basePath, category, tag: null })
}

/** Posts of a tag; null for an unknown tag or page. */
export function tagPageProps(data: SiteData, tag: string, page = 1) {
  const posts = tagPosts(data, tag)
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
export async function postProps(
  data: SiteData,
  path: string,
  /** The owner's preview: the page fetched live and a locked post shown unlocked. */
  { preview = false }: { preview?: boolean } = {}
): Promise<PostProps | null> {
  const listed = findPost(data, path)
  if (!listed) return null
  const current = await withPostPage(data, listed.id, { force: preview })
  const found = findPost(current, path) ?? listed
  const shown = preview ? { ...found, locked: false, password: null } : found
  return { siteProps: siteProps(current), post: await postOf(current, shown) }
}

/**
 * The members' page (SiteData.memberPage) as the dashboard shows it, or null when the site has
 * none. Only for a signed-in member: pages/api/member-page checks the session before calling.
 */
export async function memberPost(data: SiteData): Promise<Post | null> {
  if (!data.memberPage) return null
  const current = await withPostPage(data, data.memberPage.id)
  return current.memberPage ? postOf(current, current.memberPage) : null
}

async function postOf(data: SiteData, found: SitePost): Promise<Post> {
  const unlocked = !found.locked && found.recordMap !== null
  const listed = found.type === 'Post'
  const body = unlocked && found.recordMap ? prepareBody(found.recordMap, found.id, data) : null
  const { prev, next } = listed ? prevNext(data, found) : { prev: null, next: null }
  const post: Post = {
    ...summaryOf(found),
    body,
    toc: body?.toc ?? [],
    encrypted: await sealPost(found, data),
    prev: prev ? linkOf(prev) : null,
    next: next ? linkOf(next) : null,
    related: listed ? relatedPosts(data, found, data.config.POST_RECOMMEND_COUNT).map(linkOf) : []
  }
  const aiSummary = unlocked ? await aiSummaryOf(found, data.config) : null
  if (aiSummary) post.aiSummary = aiSummary
  return post
}
