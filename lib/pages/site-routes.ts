import type { GetStaticPathsResult, GetStaticPropsResult } from 'next'
import type { PageProps } from '@/lib/theme/layout-props'
import { postProps } from '@/lib/pages/page-props'
import { type PostProps } from '@/lib/theme/props'
import { layoutResult, pathsResult, type SlugRedirect } from '@/lib/pages/page-results'
import { languagePrefixes } from '@/lib/pages/get-site-data'
import { noteGenerationStart } from '@/lib/pages/page-generations'
import { languagePaths, languageResult, listPaths, listRoute } from '@/lib/pages/language-routes'
import { alternatesOf, otherLanguageSites } from '@/lib/pages/language-sites'
import { aliasedPost, postAt } from '@/lib/content/post-aliases'
import { servedPaths } from '@/lib/content/post-lookup'
import type { SiteData } from '@/lib/content/site-types'

/**
 * Every page of the site but the 404 and search keywords is one Next.js route, `[[...route]]`,
 * resolved here from its path segments: a list page (home, /page/n, archive, category, tag,
 * search), a language site under its prefix, else a post or page by its path; a list path always
 * wins over a post of the same path. One route rather than a file per kind of page: the compiler
 * bundles every theme once per route, and each route file cost the build ~20 MiB of memory.
 */
type RouteParams = { route?: string[] }

const segmentsOf = (href: string) => href.split('/').filter(Boolean)

/**
 * A post or page by its path's segments, rendered only at its own path (lib/content/post-aliases):
 * its `.html` twin redirects to it, and so does its Notion id (NotionNext's links) with
 * UUID_REDIRECT; every other path is a 404. Only the workspace's own served posts are rendered.
 */
export async function slugPage(
  data: SiteData,
  segments: readonly string[]
): Promise<PostProps | SlugRedirect | null> {
  const post = postAt(data, segments)
  if (post) return postProps(data, post.href)
  const aliased = aliasedPost(data, segments)
  if (!aliased || (aliased.alias === 'id' && !data.config.UUID_REDIRECT)) return null
  return { redirect: aliased.post.href, permanent: true }
}

/** A post page with its versions in the other language sites (hreflang, the switcher). */
async function slugWithAlternates(data: SiteData, segments: readonly string[]) {
  const built = await slugPage(data, segments)
  if (!built || 'redirect' in built || !data.languages.length) return built
  const alternates = await alternatesOf(data, built.post)
  return alternates.length ? { ...built, alternates } : built
}

/** getStaticPaths of `[[...route]]`: every list page, post and page of every language site. */
export function siteRoutePaths(
  /** Paths of pages outside the workspace (the account screens), as segments. */
  extra: readonly string[][] = []
): Promise<GetStaticPathsResult<RouteParams>> {
  return pathsResult(async (data) => {
    const languages = await otherLanguageSites(data)
    return [
      ...listPaths(data),
      ...servedPaths(data).map(segmentsOf),
      ...languages.flatMap((site) => languagePaths(site)),
      ...extra
    ].map((route) => ({ route }))
  })
}

/** getStaticProps of `[[...route]]` for a path's segments. */
export async function siteRouteResult(
  segments: readonly string[]
): Promise<GetStaticPropsResult<PageProps>> {
  noteGenerationStart(segments)
  const list = listRoute(segments)
  if (list) return list()
  const [prefix = '', ...rest] = segments
  if ((await languagePrefixes()).includes(prefix))
    return languageResult(prefix, rest, slugWithAlternates)
  return layoutResult('LayoutSlug', (data) => slugWithAlternates(data, segments))
}
