import { accountScreenText } from '@/lib/accounts/screen-text'
import type { AccountScreenProps } from '@/lib/theme/layout-props'
import { useMessages } from '@/lib/i18n/use-messages'

/**
 * An account screen's heading and line; a theme's own sign-in texts (empty = the interface's
 * words) replace them on the sign-in screen.
 */
export function useAccountText(
  screen: AccountScreenProps['screen'],
  signIn: { title: string; text: string }
): { title: string; text: string } {
  const words = accountScreenText(useMessages(), screen)
  if (screen !== 'sign-in') return words
  return { title: signIn.title.trim() || words.title, text: signIn.text.trim() || words.text }
}
