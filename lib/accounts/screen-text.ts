import type { AccountScreenProps } from '@/lib/theme/layout-props'
import type { Messages } from '@/lib/i18n/messages'

/** The heading and the line under it of an account screen, in the visitor's language. */
export function accountScreenText(
  t: Messages,
  screen: AccountScreenProps['screen']
): { title: string; text: string } {
  switch (screen) {
    case 'sign-in':
    case 'auth-result':
      return { title: t.ACCOUNTS.SIGN_IN, text: t.ACCOUNTS.SIGN_IN_TEXT }
    case 'sign-up':
      return { title: t.ACCOUNTS.SIGN_UP, text: t.ACCOUNTS.SIGN_UP_TEXT }
    case 'dashboard':
      return { title: t.ACCOUNTS.DASHBOARD, text: t.ACCOUNTS.DASHBOARD_TEXT }
  }
}
