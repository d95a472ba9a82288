import { Link } from '@/components/Link'
import { MenuIcon } from '@/components/menu/MenuIcon'
import { useMenu } from '@/components/menu/use-menu'
import { useSite } from '@/components/theme/theme-context'
import { anchorOf } from '@/lib/content/link-directory'
import { useNavConfig } from '@/themes/nav/config'
import { SideMenuEntry } from '@/themes/nav/components/SideMenuEntry'
import { MENU_ROW } from '@/themes/nav/components/styles'
import { useNavStrings } from '@/themes/nav/strings'

/**
 * The menu panel: the Notion Menu rows with icons and folding sub-menus (NAV_USE_CUSTOM_MENU),
 * else every category as a "# name" link to its group on the home page.
 */
export function SideMenu({ className }: { className?: string }) {
  const s = useNavStrings()
  const { categories } = useSite()
  const { NAV_USE_CUSTOM_MENU } = useNavConfig()
  const items = useMenu()
  return (
    <nav aria-label={s.SIDE_MENU} data-side-menu="" className={className}>
      <ul className="space-y-0.5">
        {NAV_USE_CUSTOM_MENU
          ? items.map((item) => <SideMenuEntry key={item.id} item={item} />)
          : categories.map((c) => (
              <li key={c.name}>
                <Link href={`/#${anchorOf(c.name)}`} className={MENU_ROW}>
                  <span className="text-neutral-500 dark:text-neutral-400">
                    <MenuIcon icon={null} fallback="hash" />
                  </span>
                  <span className="truncate">{c.name}</span>
                </Link>
              </li>
            ))}
      </ul>
    </nav>
  )
}
