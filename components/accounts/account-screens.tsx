import { AccountScreen, type AccountScreenClasses } from '@/components/accounts/AccountScreen'
import type { AccountScreenProps } from '@/lib/theme/layout-props'

/**
 * The sign-in, sign-up and dashboard layouts of a theme that draws the shared account screen in
 * its own look: spread the result into a manifest's `layouts`.
 */
export function accountScreens(style: { className?: string; classes?: AccountScreenClasses }) {
  const Layout = ({ screen, memberPage }: AccountScreenProps) => (
    <div className={style.className}>
      <AccountScreen screen={screen} memberPage={memberPage} classes={style.classes} />
    </div>
  )
  return { LayoutSignIn: Layout, LayoutSignUp: Layout, LayoutDashboard: Layout }
}
