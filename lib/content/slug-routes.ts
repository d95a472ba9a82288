import type { GetStaticPropsContext } from 'next'
import { postProps, type PostProps } from '@/lib/content/page-props'
import { layoutResult, pathsResult } from '@/lib/content/page-results'
import { languagePrefixes } from '@/lib/content/get-site-data'
import { languagePaths, languageResult } from '@/lib/content/language-routes'
import { alternatesOf, otherLanguageSites } from '@/lib/content/language-sites'
import { findPost, servedPaths } from '@/lib/content/post-lookup'
import type { SiteData } from '@/lib/content/site-types'

type Params = { prefix?: string; slug?: string; suffix?: string[] }
/** How many path segments a route file takes: /{prefix}, /{prefix}/{slug}, or deeper. */
type Depth = 1 | 2 | 'deeper'

const segmentsOf = (href: string) => href.split('/').filter(Boolean)
const depthOf = (n: number): Depth => (n === 1 ? 1 : n === 2 ? 2 : 'deeper')

export function toParams(segments: string[]): Params {
  const [prefix, slug, ...suffix] = segments
  return { prefix, ...(slug !== undefined ? { slug } : {}), ...(suffix.length ? { suffix } : {}) }
}

function pathOf(params: Params | undefined): string {
  return [params?.prefix, params?.slug, ...(params?.suffix ?? [])].filter(Boolean).join('/')
}

const compact = (id: string) => id.replace(/-/g, '').toLowerCase()

/**
 * A post by its path, or by its Notion id in the last segment (NotionNext's links), redirected to
 * its own path with UUID_REDIRECT. Only the workspace's own served posts are ever rendered.
 */
export async function slugPage(
  data: SiteData,
  path: string
): Promise<PostProps | { redirect: string } | null> {
  const last = compact(path.split('/').pop() ?? '')
  const post =
    findPost(data, path) ??
    (/^[0-9a-f]{32}$/.test(last)
      ? data.posts.find((p) => !p.locked && compact(p.id) === last)
      : undefined)
  if (!post || post.target !== '_self') return null
  const canonical = post.href.replace(/^\/+/, '')
  if (canonical !== path && data.config.UUID_REDIRECT) return { redirect: post.href }
  return postProps(data, post.href)
}

/** A post page with its versions in the other language sites (hreflang, the switcher). */
async function slugWithAlternates(data: SiteData, path: string) {
  const built = await slugPage(data, path)
  if (!built || 'redirect' in built || !data.languages.length) return built
  const alternates = await alternatesOf(data, built.post)
  return alternates.length ? { ...built, alternates } : built
}

/**
 * getStaticPaths / getStaticProps of the slug routes, one pair per route file. A first segment
 * that is a language prefix of NOTION_PAGE_ID belongs to that language's site.
 */
export function slugRoutes(depth: Depth) {
  return {
    paths: () =>
      pathsResult(async (data) => {
        const languages = await otherLanguageSites(data)
        return [
          ...servedPaths(data).map(segmentsOf),
          ...languages.flatMap((site) => languagePaths(site))
        ]
          .filter((segments) => depthOf(segments.length) === depth)
          .map(toParams)
      }),
    props: async ({ params }: GetStaticPropsContext<Params>) => {
      const prefix = params?.prefix ?? ''
      if ((await languagePrefixes()).includes(prefix)) {
        const rest = [params?.slug, ...(params?.suffix ?? [])].filter((s) => s !== undefined)
        return languageResult(prefix, rest, slugWithAlternates)
      }
      return layoutResult('LayoutSlug', (data) => slugWithAlternates(data, pathOf(params)))
    }
  }
}
