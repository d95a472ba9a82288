import { ACCOUNTS_ON } from 'accounts-boundary'
import type { AccountScreenProps } from '@/lib/content/layout-props'
import { siteProps } from '@/lib/content/page-props'
import { layoutResult } from '@/lib/content/page-results'

type AccountLayout = 'LayoutSignIn' | 'LayoutSignUp' | 'LayoutDashboard'

/** getStaticProps of an account page: the site's props with accounts on, a 404 without. */
export const accountPageResult =
  (layout: AccountLayout, screen: AccountScreenProps['screen']) => () =>
    layoutResult(layout, (data) => (ACCOUNTS_ON ? { siteProps: siteProps(data), screen } : null))
