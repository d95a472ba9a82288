import { DarkModeToggle } from '@/components/DarkModeToggle'
import { StickyHeader } from '@/components/header/StickyHeader'
import { MenuDesktop } from '@/components/menu/MenuDesktop'
import { MenuMobile } from '@/components/menu/MenuMobile'
import { SearchButton } from '@/components/menu/SearchButton'
import { useMenu } from '@/components/menu/use-menu'
import { useMessages } from '@/lib/i18n/use-messages'
import { useCommerceConfig } from '@/themes/commerce/config'
import { Logo } from '@/themes/commerce/components/Logo'
import { ICON_BUTTON, RED_HOVER } from '@/themes/commerce/components/styles'

const link =
  'relative block px-3 py-2 font-medium after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:scale-x-0 after:bg-[#D2232A] after:transition-transform hover:after:scale-x-100 motion-reduce:after:transition-none'
const panel =
  'absolute top-full left-0 mt-1 w-44 bg-white py-2 text-neutral-800 shadow-lg data-[open=false]:invisible dark:bg-neutral-900 dark:text-neutral-200'
const mobileLink = `block flex-1 border-b border-black/5 px-2 py-3 dark:border-white/10 ${RED_HOVER}`

/**
 * The white header, always shown with its logo: tall at the top of the page, shrinking once
 * the page scrolls; the menu in a row on desktop, folding under a hamburger on phones.
 */
export function Header() {
  const t = useMessages()
  const config = useCommerceConfig()
  const items = useMenu({ home: true })
  return (
    <StickyHeader
      mode="shrink"
      threshold={50}
      className="group bg-white text-neutral-800 shadow-sm dark:bg-neutral-900 dark:text-neutral-200"
    >
      <nav
        aria-label={t.MENU.MENU}
        className="mx-auto flex h-16 max-w-screen-xl flex-wrap items-center gap-2 px-4 transition-[height] md:h-24 md:group-data-shrunk:h-14 motion-reduce:transition-none"
      >
        <Logo />
        <MenuDesktop
          items={items}
          className="ml-auto hidden items-center md:flex"
          linkClassName={link}
          panelClassName={panel}
          subLinkClassName={`block px-4 py-2 ${RED_HOVER}`}
        />
        <div className="ml-auto flex items-center gap-1 md:ml-2">
          {config.COMMERCE_MENU_SEARCH && <SearchButton className={ICON_BUTTON} />}
          <DarkModeToggle label={t.COMMON.TOGGLE_DARK_MODE} className={ICON_BUTTON} />
          <MenuMobile
            items={items}
            className="md:hidden"
            buttonClassName={ICON_BUTTON}
            panelClassName="absolute inset-x-0 top-full bg-white shadow-md data-[open=false]:shadow-none dark:bg-neutral-900"
            listClassName="px-4 pb-3"
            linkClassName={mobileLink}
            subLinkClassName={`${mobileLink} pl-6 text-sm`}
            expandClassName={ICON_BUTTON}
          />
        </div>
      </nav>
    </StickyHeader>
  )
}
