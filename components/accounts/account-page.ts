import { ACCOUNTS_ON } from 'accounts-boundary'
import type { GetStaticPropsResult } from 'next'
import type { AccountScreenProps, PageProps } from '@/lib/content/layout-props'
import { ACCOUNT_PATHS } from '@/lib/accounts/account-paths'
import { postProps, siteProps } from '@/lib/content/page-props'
import { layoutResult } from '@/lib/content/page-results'

type AccountLayout = 'LayoutSignIn' | 'LayoutSignUp' | 'LayoutDashboard'

/** The Notion page shown under the dashboard: the one whose slug is `dashboard`. */
const DASHBOARD_PAGE = '/dashboard'

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

/** The account screens' paths as segments, for getStaticPaths: none without accounts. */
export const accountPaths = (): string[][] =>
  ACCOUNTS_ON ? ACCOUNT_PATHS.map((path) => path.slice(1).split('/')) : []

/**
 * getStaticProps of an account screen's path: the site's props with accounts on, a 404 without
 * (never a workspace page of the same slug: the `dashboard` page is shown only to the signed in).
 * Null for any other path.
 */
export function accountRouteResult(
  segments: readonly string[]
): Promise<GetStaticPropsResult<PageProps>> | null {
  const path = `/${segments.join('/')}`
  if (!isAccountPathExactly(path)) return null
  const [layout, name] = SCREENS[path]
  return layoutResult(layout, async (data) => {
    if (!ACCOUNTS_ON) return null
    const post =
      name === 'dashboard' ? ((await postProps(data, DASHBOARD_PAGE))?.post ?? null) : null
    return { siteProps: siteProps(data), screen: name, post }
  })
}
