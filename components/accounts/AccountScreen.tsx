import { AccountMount } from '@/components/accounts'
import { DashboardPage } from '@/components/accounts/DashboardPage'
import { accountScreenText } from '@/lib/accounts/screen-text'
import type { AccountScreenProps } from '@/lib/theme/layout-props'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn, type ClassSlots } from '@/lib/style/cn'

export type AccountScreenClasses = ClassSlots<'root' | 'title' | 'text' | 'mount'>

/**
 * An account screen: its heading, a line of text and Clerk's widget in its mount point. Themes
 * without their own sign-in, sign-up or dashboard layouts show this; the others restyle it.
 */
export function AccountScreen({
  screen,
  memberPage,
  classes = {}
}: Pick<AccountScreenProps, 'screen' | 'memberPage'> & { classes?: AccountScreenClasses }) {
  const { title, text } = accountScreenText(useMessages(), screen)
  return (
    <section
      data-accounts-screen={screen}
      className={cn(
        'mx-auto flex w-full max-w-3xl flex-col items-center gap-3 px-4 py-12',
        classes.root
      )}
    >
      <h1 className={cn('text-center text-3xl font-bold', classes.title)}>{title}</h1>
      <p className={cn('text-center text-muted', classes.text)}>{text}</p>
      <AccountMount
        kind={screen}
        className={cn(
          'mt-4 flex w-full justify-center',
          screen === 'dashboard' && 'block',
          classes.mount
        )}
      />
      <DashboardPage memberPage={memberPage} className="mt-8 w-full" />
    </section>
  )
}
