import { AccountButton } from '@/components/accounts'
import { DarkModeToggle } from '@/components/DarkModeToggle'
import { StickyHeader } from '@/components/header/StickyHeader'
import { InlineSearch } from '@/components/InlineSearch'
import { MenuDesktop } from '@/components/menu/MenuDesktop'
import { MenuMobile } from '@/components/menu/MenuMobile'
import { useMenu } from '@/components/menu/use-menu'
import { useMessages } from '@/lib/i18n/use-messages'
import { useMagzineConfig } from '@/themes/magzine/config'
import { Logo } from '@/themes/magzine/components/Logo'
import { ICON_BUTTON, WIDTH } from '@/themes/magzine/components/styles'

const link = 'block px-3 py-2 font-medium underline-offset-8 hover:underline'
const panel =
  'absolute top-full left-0 mt-1 w-48 border border-black/10 bg-white py-2 shadow-lg data-[open=false]:invisible dark:border-white/10 dark:bg-neutral-900'
const mobileLink =
  'block flex-1 border-b border-black/10 px-2 py-3 font-medium dark:border-white/10'

/**
 * The sticky white header: tall at the top, shrinking once the page scrolls. The search button
 * swaps the menu for an input; the hamburger folds the menu open on phones.
 */
export function Header() {
  const t = useMessages()
  const config = useMagzineConfig()
  const items = useMenu({ home: true })
  const menu = (
    <MenuDesktop
      items={items}
      className="hidden items-center justify-end md:flex"
      linkClassName={link}
      panelClassName={panel}
      subLinkClassName="block px-4 py-2 hover:bg-black/5 dark:hover:bg-white/10"
    />
  )
  return (
    <StickyHeader
      mode="shrink"
      threshold={40}
      className="group border-b border-black/10 bg-white text-black dark:border-white/10 dark:bg-neutral-950 dark:text-white"
    >
      <nav
        aria-label={t.MENU.MENU}
        data-magzine-bar=""
        className={`${WIDTH} relative flex h-20 items-center gap-3 transition-[height] group-data-shrunk:h-14 motion-reduce:transition-none`}
      >
        <Logo />
        {config.MAGZINE_MENU_SEARCH ? (
          <InlineSearch
            className="ml-auto min-w-0 flex-1 gap-1"
            classes={{
              button: ICON_BUTTON,
              field: 'justify-end',
              input: 'w-full max-w-md border-b-2 border-black px-1 py-1 text-base dark:border-white'
            }}
          >
            {menu}
          </InlineSearch>
        ) : (
          <div className="ml-auto">{menu}</div>
        )}
        <AccountButton className="hidden rounded-full bg-[#7BE986] px-4 py-1.5 text-sm font-semibold whitespace-nowrap text-black hover:bg-[#62BA6B] sm:inline-block" />
        <DarkModeToggle label={t.COMMON.TOGGLE_DARK_MODE} className={ICON_BUTTON} />
        <MenuMobile
          items={items}
          className="md:hidden"
          buttonClassName={ICON_BUTTON}
          panelClassName="absolute inset-x-0 top-full border-b border-black/10 bg-white dark:border-white/10 dark:bg-neutral-950"
          listClassName="px-4 pb-3"
          linkClassName={mobileLink}
          subLinkClassName={`${mobileLink} pl-6 text-sm`}
          expandClassName={ICON_BUTTON}
        />
      </nav>
    </StickyHeader>
  )
}
