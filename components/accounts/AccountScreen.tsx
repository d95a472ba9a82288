import { AccountMount } from '@/components/accounts'
import { DashboardPage } from '@/components/accounts/DashboardPage'
import { accountScreenText } from '@/lib/accounts/screen-text'
import type { AccountScreenProps } from '@/lib/theme/layout-props'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn, type ClassSlots } from '@/lib/style/cn'

/**
 * `root`, `title` and `text` replace their part's classes (ROOT, TITLE, TEXT); `mount` replaces
 * how the widget is aligned in its box (`justify-center`) and adds to the rest of the box.
 */
export type AccountScreenClasses = ClassSlots<'root' | 'title' | 'text' | 'mount'>

const ROOT = 'mx-auto flex w-full max-w-3xl flex-col items-center gap-3 px-4 py-12'
const TITLE = 'text-center text-3xl font-bold'
const TEXT = 'text-center text-muted'

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
    <section data-accounts-screen={screen} className={classes.root ?? ROOT}>
      <h1 className={classes.title ?? TITLE}>{title}</h1>
      <p className={classes.text ?? TEXT}>{text}</p>
      <AccountMount
        kind={screen}
        className={cn(
          'mt-4 w-full',
          screen === 'dashboard' ? 'block' : 'flex',
          classes.mount ?? 'justify-center'
        )}
      />
      <DashboardPage memberPage={memberPage} className="mt-8 w-full" />
    </section>
  )
}
