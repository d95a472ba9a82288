import type { GetStaticPropsContext } from 'next'
import { accountPaths, accountRouteResult } from '@/lib/pages/account-page'
import { previewRouteResult } from '@/lib/pages/preview-page'
import { logIfMissing } from '@/lib/pages/missing-page-log'
import { siteRoutePaths, siteRouteResult } from '@/lib/pages/site-routes'
import { ThemePage } from '@/themes/ThemePage'

/**
 * Every page but the 404 and search keywords: lib/pages/site-routes resolves a path to its
 * layout (one route file keeps the build's memory down; see there).
 */
export default ThemePage

export const getStaticPaths = () => siteRoutePaths(accountPaths())

export const getStaticProps = async ({
  params,
  draftMode
}: GetStaticPropsContext<{ route?: string[] }>) => {
  const segments = params?.route ?? []
  // The owner's preview (/api/preview): rendered per request, never stored.
  if (draftMode) return accountRouteResult(segments) ?? previewRouteResult(segments)
  return logIfMissing(segments, await (accountRouteResult(segments) ?? siteRouteResult(segments)))
}
