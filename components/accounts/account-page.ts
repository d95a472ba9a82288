import { ACCOUNTS_ON } from 'accounts-boundary'
import type { AccountScreenProps } from '@/lib/content/layout-props'
import { postProps, siteProps } from '@/lib/content/page-props'
import { layoutResult } from '@/lib/content/page-results'

type AccountLayout = 'LayoutSignIn' | 'LayoutSignUp' | 'LayoutDashboard'

/** The Notion page shown under the dashboard: the one whose slug is `dashboard`. */
const DASHBOARD_PAGE = '/dashboard'

/** getStaticProps of an account page: the site's props with accounts on, a 404 without. */
export const accountPageResult =
  (layout: AccountLayout, screen: AccountScreenProps['screen']) => () =>
    layoutResult(layout, async (data) => {
      if (!ACCOUNTS_ON) return null
      const post =
        screen === 'dashboard' ? ((await postProps(data, DASHBOARD_PAGE))?.post ?? null) : null
      return { siteProps: siteProps(data), screen, post }
    })
