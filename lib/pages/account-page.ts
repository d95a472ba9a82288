import { ACCOUNTS_ON } from 'accounts-boundary'
import type { GetStaticPropsResult } from 'next'
import type { AccountScreenProps, PageProps } from '@/lib/theme/layout-props'
import { ACCOUNT_PATHS } from '@/lib/routing/account-paths'
import { siteProps } from '@/lib/pages/page-props'
import { layoutResult } from '@/lib/pages/page-results'
import type { SiteData } from '@/lib/content/site-types'
import { log } from '@/lib/log'

type AccountLayout = 'LayoutSignIn' | 'LayoutSignUp' | 'LayoutDashboard'

type AccountPath = (typeof ACCOUNT_PATHS)[number]

/** The layout and screen of each account path. */
const SCREENS: Record<AccountPath, [AccountLayout, AccountScreenProps['screen']]> = {
  '/sign-in': ['LayoutSignIn', 'sign-in'],
  '/sign-up': ['LayoutSignUp', 'sign-up'],
  '/dashboard': ['LayoutDashboard', 'dashboard'],
  // Where Clerk returns after signing in or up, in the sign-in layout.
  '/auth/result': ['LayoutSignIn', 'auth-result']
}

const isAccountPathExactly = (path: string): path is AccountPath => path in SCREENS

/** Paths of the account screens as segments, for getStaticPaths: none without accounts. */
export const accountPaths = (): string[][] =>
  ACCOUNTS_ON ? ACCOUNT_PATHS.map((path) => path.slice(1).split('/')) : []

/**
 * Whether the dashboard asks the server for the members' page. A static export has no server to
 * check who is signed in, so it leaves the page out (and says so once, at build).
 */
function servesMemberPage(data: SiteData): boolean {
  if (!data.memberPage) return false
  if (!data.config.EXPORT) return true
  log.warn(
    `"${data.memberPage.title}" (/dashboard) is shown to signed-in members only in server mode; a static export leaves it out`
  )
  return false
}

/**
 * getStaticProps of an account screen's path: the site's props with accounts on, a 404 without
 * (never the workspace page of the same slug). The dashboard's props say only whether there is a
 * members' page: its body is fetched from the server once signed in, never pre-rendered.
 * Null for any other path.
 */
export function accountRouteResult(
  segments: readonly string[]
): Promise<GetStaticPropsResult<PageProps>> | null {
  const path = `/${segments.join('/')}`
  if (!isAccountPathExactly(path)) return null
  const [layout, name] = SCREENS[path]
  return layoutResult(layout, (data) => {
    if (!ACCOUNTS_ON) return null
    const memberPage = name === 'dashboard' && servesMemberPage(data)
    return { siteProps: siteProps(data), screen: name, memberPage }
  })
}
