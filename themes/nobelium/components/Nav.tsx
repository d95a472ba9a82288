import { DarkModeToggle } from '@/components/DarkModeToggle'
import { RandomPostButton } from '@/components/header/RandomPostButton'
import { StickyHeader } from '@/components/header/StickyHeader'
import { Link } from '@/components/Link'
import { SearchButton } from '@/components/menu/SearchButton'
import { useMessages } from '@/lib/i18n/use-messages'
import { useSite } from '@/components/theme/theme-context'
import { useNobeliumConfig } from '@/themes/nobelium/config'
import { NavMenu } from '@/themes/nobelium/components/NavMenu'
import { SiteIcon } from '@/themes/nobelium/components/SiteIcon'
import { ICON_BUTTON } from '@/themes/nobelium/components/styles'
import { HOME_PATH } from '@/lib/routing/routes'

/**
 * The sticky frosted nav: icon and site title (and, once scrolled, the post's title), the menu,
 * random post, search and dark mode. With NOBELIUM_AUTO_COLLAPSE_NAV_BAR it slides away while
 * the visitor reads down and comes back on the way up.
 */
export function Nav({ postTitle }: { postTitle: string | null }) {
  const t = useMessages()
  const { site } = useSite()
  const config = useNobeliumConfig()
  return (
    <StickyHeader
      mode={config.NOBELIUM_AUTO_COLLAPSE_NAV_BAR ? 'hide' : 'static'}
      className="group border-b border-transparent bg-white/80 backdrop-blur-md data-scrolled:border-black/5 dark:bg-neutral-950/80 dark:data-scrolled:border-white/10"
    >
      <nav aria-label={t.MENU.MENU} className="mx-auto flex h-16 max-w-3xl items-center gap-2 px-4">
        <Link href={HOME_PATH} className="flex min-w-0 items-center gap-3 font-medium">
          <SiteIcon />
          <span className="truncate">{site.title}</span>
        </Link>
        {postTitle && (
          <span className="hidden min-w-0 truncate text-sm text-neutral-500 opacity-0 transition-opacity group-data-scrolled:opacity-100 sm:block dark:text-neutral-400">
            / {postTitle}
          </span>
        )}
        <div className="ml-auto flex shrink-0 items-center gap-1">
          <NavMenu />
          {config.NOBELIUM_MENU_RANDOM_POST && <RandomPostButton className={ICON_BUTTON} />}
          {config.NOBELIUM_MENU_SEARCH_BUTTON && <SearchButton className={ICON_BUTTON} />}
          {config.NOBELIUM_MENU_DARKMODE_BUTTON && (
            <DarkModeToggle label={t.COMMON.TOGGLE_DARK_MODE} className={ICON_BUTTON} />
          )}
        </div>
      </nav>
    </StickyHeader>
  )
}
