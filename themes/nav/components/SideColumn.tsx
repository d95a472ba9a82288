import { LanguageSwitch } from '@/components/LanguageSwitch'
import { SiteFooter } from '@/components/SiteFooter'
import { ThemeSwitch } from '@/components/ThemeSwitch'
import { useSite } from '@/components/theme/theme-context'
import { useNavConfig } from '@/themes/nav/config'
import { SideMenu } from '@/themes/nav/components/SideMenu'
import { SiteLogo } from '@/themes/nav/components/SiteLogo'
import { CARD } from '@/themes/nav/components/styles'

/** The site's switches and copyright lines, under the menu (or under the content on phones). */
export function NavFooter({ className }: { className?: string }) {
  const site = useSite()
  return (
    <div className={`space-y-2 text-xs text-neutral-600 dark:text-neutral-300 ${className ?? ''}`}>
      <div className="flex flex-wrap items-center gap-2">
        <ThemeSwitch config={site.config} className="rounded px-2 py-1 hover:underline" />
        <LanguageSwitch />
      </div>
      <SiteFooter site={site} className="space-y-1" />
    </div>
  )
}

/** Desktop's left column: the logo (and title), the sticky menu panel, the footer at the foot. */
export function SideColumn() {
  const { NAV_SHOW_TITLE_TEXT } = useNavConfig()
  return (
    <aside className="sticky top-0 hidden h-screen w-52 shrink-0 flex-col gap-4 overflow-y-auto px-3 py-4 md:flex">
      <SiteLogo title={NAV_SHOW_TITLE_TEXT} className="px-2 text-lg" />
      <SideMenu className={`${CARD} p-2`} />
      <NavFooter className="mt-auto px-2" />
    </aside>
  )
}
