import type { AccountScreenProps } from '@/lib/content/layout-props'
import type { Messages } from '@/lib/i18n/messages'

/** The heading and the line under it of an account screen, in the visitor's language. */
export function accountScreenText(
  t: Messages,
  screen: AccountScreenProps['screen']
): { title: string; text: string } {
  const a = t.ACCOUNTS
  switch (screen) {
    case 'sign-in':
    case 'auth-result':
      return { title: a.SIGN_IN, text: a.SIGN_IN_TEXT }
    case 'sign-up':
      return { title: a.SIGN_UP, text: a.SIGN_UP_TEXT }
    case 'dashboard':
      return { title: a.DASHBOARD, text: a.DASHBOARD_TEXT }
  }
}
