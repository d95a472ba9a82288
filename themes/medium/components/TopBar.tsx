import { Link } from '@/components/Link'
import { PostIcon } from '@/components/article/PostIcon'
import { MenuDesktop } from '@/components/menu/MenuDesktop'
import { MenuMobile } from '@/components/menu/MenuMobile'
import { useMenu } from '@/components/menu/use-menu'
import { useSite } from '@/components/theme/theme-context'
import { useMessages } from '@/lib/i18n/use-messages'
import { HOVER_ACCENT, ICON_BUTTON, RULE } from '@/themes/medium/components/styles'
import { HOME_PATH } from '@/lib/routing/routes'

const link = `block rounded-md px-3 py-1.5 text-sm text-neutral-700 dark:text-neutral-300 ${HOVER_ACCENT}`
const panel =
  'min-w-40 rounded-md border border-neutral-200 bg-white py-1 shadow-lg dark:border-neutral-700 dark:bg-neutral-900'

/**
 * The thin top bar: the site's mark and title, the menu as dropdowns on md and up, a hamburger
 * folding it open below. Drawn even when the menu has no entries.
 */
export function TopBar() {
  const { site } = useSite()
  const t = useMessages()
  const items = useMenu()
  return (
    <header
      data-medium-top-bar=""
      className={`sticky top-0 z-40 border-b bg-white/95 backdrop-blur dark:bg-neutral-950/95 ${RULE}`}
    >
      <nav aria-label={t.MENU.MENU} className="flex h-12 items-center gap-3 px-4 md:px-6">
        <Link
          href={HOME_PATH}
          className="flex min-w-0 items-center gap-2 font-semibold tracking-tight"
        >
          <PostIcon icon={site.icon} className="h-6 w-6 rounded" />
          <span className="truncate">{site.title}</span>
        </Link>
        {items.length > 0 && (
          <>
            <MenuDesktop
              items={items}
              className="ml-auto hidden items-center gap-1 md:flex"
              linkClassName={`${link} inline-flex items-center`}
              panelClassName={panel}
              subLinkClassName={`${link} rounded-none px-4 py-2`}
            />
            <MenuMobile
              items={items}
              className="ml-auto md:hidden"
              buttonClassName={ICON_BUTTON}
              panelClassName={`absolute inset-x-0 top-12 border-b bg-white md:hidden dark:bg-neutral-950 ${RULE}`}
              listClassName="py-1"
              linkClassName={`${link} px-5 py-2`}
              subLinkClassName={`${link} py-2 pl-10`}
              expandClassName={ICON_BUTTON}
            />
          </>
        )}
      </nav>
    </header>
  )
}
