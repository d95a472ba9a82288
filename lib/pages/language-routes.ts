import type { GetStaticPropsResult } from 'next'
import type { ParsedUrlQuery } from 'node:querystring'
import { archiveYears } from '@/lib/content/archive-years'
import { indexPostOf } from '@/lib/pages/index-post'
import type { LayoutName, PageProps } from '@/lib/theme/layout-props'
import {
  archiveProps,
  archiveYearProps,
  categoryIndexProps,
  categoryPageProps,
  indexPageProps,
  tagIndexProps,
  tagPageProps
} from '@/lib/pages/page-props'
import { layoutResult, pageParam, pageParams, type Built } from '@/lib/pages/page-results'
import { searchPageProps } from '@/lib/pages/search-props'
import { servedPaths } from '@/lib/content/post-lookup'
import type { SiteData } from '@/lib/content/site-types'

/**
 * A language site lives under its prefix and is resolved as the default site is: the first
 * segment is checked against the configured prefixes, stripped, and the rest resolved as a list
 * page (home, /page/n, archive, category, tag, search) or else a post or page by its path.
 * Search keywords are not static pages: a server rewrites `/{lang}/search/{keyword}` to the
 * search page with `?site=`, an export searches in the browser.
 */

/** getStaticProps of a list page, for the default site (no prefix) or a language's. */
export type ListRoute = (prefix?: string) => Promise<GetStaticPropsResult<PageProps>>

const route =
  <L extends LayoutName>(
    layout: L,
    build: (data: SiteData) => Built<L> | Promise<Built<L>>
  ): ListRoute =>
  (prefix) =>
    layoutResult(layout, build, prefix)

/**
 * The list page a path (without language prefix) names, or null when it names none (then it is a
 * post or page). A list path with a bad page number (`/page/1`, `/tag/x/page/abc`) is a 404,
 * never looked up as a post.
 */
export function listRoute(rest: readonly string[]): ListRoute | null {
  const [first, second, third, fourth, ...more] = rest
  if (more.length) return null
  const paged = (n: string | undefined, page: (p: number) => ListRoute) => {
    const p = pageParam(n)
    return p ? page(p) : route('LayoutPostList', () => null)
  }
  if (first === undefined)
    return route('LayoutIndex', async (data) => {
      const props = indexPageProps(data)
      const indexPost = await indexPostOf(data)
      return props && indexPost ? { ...props, indexPost } : props
    })
  if (first === 'page' && second !== undefined && third === undefined)
    return paged(second, (p) => route('LayoutPostList', (data) => indexPageProps(data, p)))
  if (first === 'archive' && third === undefined)
    return second === undefined
      ? route('LayoutArchive', archiveProps)
      : route('LayoutArchive', (data) => archiveYearProps(data, second))
  if (first === 'search' && second === undefined)
    return route('LayoutSearch', (data) => searchPageProps(data, ''))
  if (first !== 'category' && first !== 'tag') return null
  const terms = first === 'category' ? categoryPageProps : tagPageProps
  if (second === undefined)
    return first === 'category'
      ? route('LayoutCategoryIndex', categoryIndexProps)
      : route('LayoutTagIndex', tagIndexProps)
  if (third === undefined) return route('LayoutPostList', (data) => terms(data, second, 1))
  if (third === 'page' && fourth !== undefined)
    return paged(fourth, (p) => route('LayoutPostList', (data) => terms(data, second, p)))
  return null
}

/** getStaticProps of a path under a language prefix; `slug` resolves posts and pages. */
export function languageResult(
  prefix: string,
  rest: readonly string[],
  slug: (data: SiteData, segments: readonly string[]) => Promise<Built<'LayoutSlug'>>
): Promise<GetStaticPropsResult<PageProps>> {
  const list = listRoute(rest)
  if (list) return list(prefix)
  return layoutResult('LayoutSlug', (data) => slug(data, [prefix, ...rest]), prefix)
}

/** Every list page of a site, as segments without its language prefix, for getStaticPaths. */
export function listPaths(data: SiteData): string[][] {
  const perPage = data.config.POSTS_PER_PAGE
  const pages = (count: number) => pageParams(count, perPage).map((p) => ['page', p.page])
  const terms = (kind: string, list: readonly { name: string; count: number }[]) => [
    [kind],
    ...list.flatMap((t) => [[kind, t.name], ...pages(t.count).map((p) => [kind, t.name, ...p])])
  ]
  return [
    [],
    ...pages(data.listedPosts.length),
    ['archive'],
    ...archiveYears(data.archive).map(({ year }) => ['archive', year]),
    ...terms('category', data.categories),
    ...terms('tag', data.tags),
    ['search']
  ]
}

/** Every static path of a language site, as segments (prefix first), for getStaticPaths. */
export function languagePaths(data: SiteData): string[][] {
  const prefix = data.basePath.slice(1)
  const own = servedPaths(data).map((href) => href.split('/').filter(Boolean).slice(1))
  return [...listPaths(data), ...own].map((rest) => [prefix, ...rest])
}

/** The `?site=` a server's rewrite adds to a language's search and document URLs. */
export function siteParam(query: ParsedUrlQuery): string | null {
  const site = query.site
  return typeof site === 'string' && site ? site : null
}
