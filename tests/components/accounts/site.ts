import { siteProps } from '@/lib/pages/page-props'
import type { AccountScreenProps, PageProps } from '@/lib/theme/layout-props'
import { buildSiteData } from '@/lib/content/site-data'
import { setLogSink } from '@/lib/log'
import { buildWorkspace } from '@/scripts/lib/workspace-builder'

/** An account page of a small generated site in the given theme. */
export function accountPage(theme: string, screen: AccountScreenProps['screen']): PageProps {
  const workspace = buildWorkspace({ seed: 'acc', name: 'Accounts', time: Date.UTC(2024, 0, 1) }, [
    { title: 'Hello', slug: 'hello', date: '2024-01-05' }
  ])
  const restore = setLogSink(() => undefined)
  const data = buildSiteData(
    { fetchedAt: '2024-06-01T00:00:00Z', ...workspace },
    { now: Date.UTC(2024, 11, 1), env: { THEME: theme, NEXT_PUBLIC_LANG: 'en-US' } }
  )
  restore()
  const layout =
    screen === 'sign-up'
      ? 'LayoutSignUp'
      : screen === 'dashboard'
        ? 'LayoutDashboard'
        : 'LayoutSignIn'
  return { layout, screen, memberPage: false, siteProps: siteProps(data) }
}

/** The themes that draw their own account layouts and header sign-in corner. */
export const ACCOUNT_THEMES = ['gitbook', 'magzine', 'proxio', 'starter'] as const
