import { DarkModeToggle } from '@/components/DarkModeToggle'
import { StickyHeader } from '@/components/header/StickyHeader'
import { MenuDesktop } from '@/components/menu/MenuDesktop'
import { MenuMobile } from '@/components/menu/MenuMobile'
import { SearchButton } from '@/components/menu/SearchButton'
import { useMenu } from '@/components/menu/use-menu'
import { useMessages } from '@/lib/i18n/use-messages'
import { useStarterConfig } from '@/themes/starter/config'
import { Logo } from '@/themes/starter/components/Logo'
import { NavButtons } from '@/themes/starter/components/NavButtons'
import { BLUE_HOVER, CONTAINER, ICON_BUTTON } from '@/themes/starter/components/styles'

const link =
  'block px-4 py-2 text-base font-medium transition-colors hover:text-[#3758F9] group-data-transparent:hover:text-white/80 dark:hover:text-[#8ea2ff]'
const panel =
  'absolute top-full left-0 mt-2 w-52 rounded-lg bg-white py-2 text-[#111928] shadow-lg data-[open=false]:invisible dark:bg-[#1F2A37] dark:text-neutral-200'
/** While the phone menu is open, the header is solid even over the blue top. */
const MENU_OPEN =
  'data-transparent:has-[[aria-expanded=true]]:bg-white data-transparent:has-[[aria-expanded=true]]:text-[#111928] dark:data-transparent:has-[[aria-expanded=true]]:bg-[#111928] dark:data-transparent:has-[[aria-expanded=true]]:text-white'
const mobileLink = `block flex-1 px-2 py-2.5 ${BLUE_HOVER}`

/**
 * The header: transparent with white text over the blue hero or banner, white and pinned once
 * the page scrolls (solid from the start when there is no blue top). Logo, menu with dropdowns,
 * search and dark toggle; on phones the menu folds under a hamburger.
 */
export function Header({ overBlue }: { overBlue: boolean }) {
  const t = useMessages()
  const config = useStarterConfig()
  const items = useMenu({ home: true })
  return (
    <StickyHeader
      mode={overBlue ? 'transparent' : 'static'}
      threshold={overBlue ? 40 : undefined}
      position={overBlue ? 'fixed' : 'sticky'}
      className={`group bg-white/95 text-[#111928] shadow-sm backdrop-blur data-transparent:bg-transparent data-transparent:text-white data-transparent:shadow-none data-transparent:backdrop-blur-none dark:bg-[#111928]/95 dark:text-white dark:data-transparent:bg-transparent ${MENU_OPEN}`}
    >
      <nav
        aria-label={t.MENU.MENU}
        className={`${CONTAINER} flex h-20 items-center gap-2 transition-[height] group-data-scrolled:h-16 motion-reduce:transition-none`}
      >
        <Logo className="mr-4" />
        <MenuDesktop
          items={items}
          className="mx-auto hidden items-center lg:flex"
          linkClassName={link}
          panelClassName={panel}
          subLinkClassName={`block px-4 py-2 ${BLUE_HOVER}`}
        />
        <div className="ml-auto flex items-center gap-1 lg:ml-0">
          {config.STARTER_MENU_SEARCH && <SearchButton className={ICON_BUTTON} />}
          <DarkModeToggle label={t.COMMON.TOGGLE_DARK_MODE} className={ICON_BUTTON} />
          <NavButtons />
          <MenuMobile
            items={items}
            className="lg:hidden"
            buttonClassName={ICON_BUTTON}
            panelClassName="absolute inset-x-0 top-full bg-white text-[#111928] shadow-md data-[open=false]:shadow-none dark:bg-[#1F2A37] dark:text-neutral-200"
            listClassName={`${CONTAINER} py-3`}
            linkClassName={mobileLink}
            subLinkClassName={`${mobileLink} pl-6 text-sm`}
            expandClassName={ICON_BUTTON}
          />
        </div>
      </nav>
    </StickyHeader>
  )
}
