import type { GetServerSidePropsResult, GetStaticPathsResult, GetStaticPropsResult } from 'next'
import type { ServerResponse } from 'node:http'
import type { ParsedUrlQuery } from 'node:querystring'
import { collectBuildGarbage } from '@/lib/build/build-gc'
import { getSiteData } from '@/lib/pages/get-site-data'
import type { LayoutName, LayoutPropsMap, PageProps } from '@/lib/theme/layout-props'
import type { SiteData } from '@/lib/content/site-types'
import { staticPaths, staticProps, staticRedirect } from '@/lib/pages/static-result'
import { shareImageOf, sitePostAt } from '@/lib/pages/page-card'

/** A redirect a page's builder may answer; permanent (308) for another spelling of a post's path. */
export type SlugRedirect = { redirect: string; permanent?: boolean }

/** What a page's builder may answer: its layout's props, a redirect, or nothing (404). */
export type Built<L extends LayoutName> = LayoutPropsMap[L] | SlugRedirect | null

/** Builders may be async (a locked post's body is sealed with WebCrypto). */
type MaybePromise<T> = T | Promise<T>

/** A layout's props with its share picture (the post's card, else the site's). */
function withShareImage<L extends LayoutName>(
  layout: L,
  built: LayoutPropsMap[L],
  data: SiteData
): PageProps {
  const post = 'post' in built ? sitePostAt(data, built.post.href) : null
  const shareImage = shareImageOf(data, post)
  return { layout, ...built, ...(shareImage ? { shareImage } : {}) } as PageProps
}

/** getStaticProps for a layout: site data in, props or 404 or redirect out, in either build mode. */
export async function layoutResult<L extends LayoutName>(
  layout: L,
  build: (data: SiteData) => MaybePromise<Built<L>>,
  /** A language prefix: build from that language's site (404 when there is none). */
  lang?: string | null
): Promise<GetStaticPropsResult<PageProps>> {
  // Every page `next build` generates comes through here: its worker's heap is kept in check.
  collectBuildGarbage()
  const data = lang ? await getSiteData({ lang }) : await getSiteData()
  if (!data) return staticProps<PageProps>(null, (await getSiteData()).config)
  const built = await build(data)
  if (built && 'redirect' in built)
    return staticRedirect(built.redirect, data.config, built.permanent)
  return staticProps(built ? withShareImage(layout, built, data) : null, data.config)
}

/**
 * getServerSideProps for a layout, for open-ended URLs (search keywords) in server mode: rendered
 * per request and never stored, so no number of distinct URLs can fill the server's disk, as
 * regenerated pages would. Shared caches may keep an answer for the revalidate window.
 */
export async function layoutServerResult<L extends LayoutName>(
  layout: L,
  build: (data: SiteData) => MaybePromise<Built<L>>,
  res: ServerResponse,
  /** A language prefix (`?site=` of a rewritten `/{lang}/search/...`): that language's site. */
  lang?: string | null
): Promise<GetServerSidePropsResult<PageProps>> {
  const data = lang ? await getSiteData({ lang }) : await getSiteData()
  if (!data) return { notFound: true }
  const built = await build(data)
  const window = data.config.NEXT_REVALIDATE_SECOND
  res.setHeader('Cache-Control', `public, s-maxage=${window}, stale-while-revalidate=${window * 2}`)
  if (built && 'redirect' in built)
    return { redirect: { destination: built.redirect, permanent: built.permanent ?? false } }
  if (!built) return { notFound: true }
  return { props: withShareImage(layout, built, data) }
}

/** getStaticPaths from the site data. */
export async function pathsResult<Q extends ParsedUrlQuery>(
  params: (data: SiteData) => readonly Q[] | Promise<readonly Q[]>
): Promise<GetStaticPathsResult<Q>> {
  const data = await getSiteData()
  return staticPaths(await params(data), data.config)
}

/** A `/page/{n}` parameter: page 2 and up (page 1 lives at the base path); else null. */
export function pageParam(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d*$/.test(value)) return null
  const page = Number(value)
  return page >= 2 ? page : null
}

/** `{ page: '2' } ... { page: 'n' }` for a list of `total` items. */
export function pageParams(total: number, perPage: number): { page: string }[] {
  const count = Math.ceil(total / perPage)
  return Array.from({ length: Math.max(0, count - 1) }, (_, i) => ({ page: String(i + 2) }))
}
