import type { GetStaticPathsResult, GetStaticPropsResult, Redirect } from 'next'
import type { ParsedUrlQuery } from 'node:querystring'
import type { SiteConfig } from '@/lib/config/types'

/**
 * The one place that knows the two build modes. Server mode regenerates pages every
 * NEXT_REVALIDATE_SECOND and renders unknown paths on demand; a static export (EXPORT=true) may
 * use neither, so every page's getStaticProps/getStaticPaths goes through these helpers.
 */
type ModeConfig = Pick<SiteConfig, 'EXPORT' | 'NEXT_REVALIDATE_SECOND'>

const revalidateOf = (config: ModeConfig) =>
  config.EXPORT ? {} : { revalidate: config.NEXT_REVALIDATE_SECOND }

/** Props for a page, or a 404 when there is nothing to show (re-checked later in server mode). */
export function staticProps<P extends Record<string, unknown>>(
  props: P | null,
  config: ModeConfig
): GetStaticPropsResult<P> {
  if (props === null) return { notFound: true, ...revalidateOf(config) }
  return { props, ...revalidateOf(config) }
}

/** A redirect from getStaticProps; an export has no server to answer it, so it becomes a 404. */
export function staticRedirect<P>(
  destination: string,
  config: ModeConfig,
  /** 308 instead of 307. */
  permanent = false
): GetStaticPropsResult<P> {
  if (config.EXPORT) return { notFound: true }
  const redirect: Redirect = { destination, permanent }
  return { redirect, ...revalidateOf(config) }
}

/** Paths known at build time; in server mode others are rendered on first request. */
export function staticPaths<Q extends ParsedUrlQuery>(
  params: readonly Q[],
  config: ModeConfig
): GetStaticPathsResult<Q> {
  return {
    paths: params.map((p) => ({ params: p })),
    fallback: config.EXPORT ? false : 'blocking'
  }
}
