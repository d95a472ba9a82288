import { DarkModeToggle } from '@/components/DarkModeToggle'
import { MenuMobile } from '@/components/menu/MenuMobile'
import { SearchButton } from '@/components/menu/SearchButton'
import { useMenu } from '@/components/menu/use-menu'
import { useMessages } from '@/lib/i18n/use-messages'
import { GLASS, ICON_BUTTON } from '@/themes/plog/components/BottomBar'
import { InfoButton } from '@/themes/plog/components/InfoButton'
import { SiteMark } from '@/themes/plog/components/SiteMark'

const link = 'block rounded-lg px-3 py-2.5 text-base hover:bg-black/5 dark:hover:bg-white/10'

/** The mobile bar fixed at the top (below md): site mark, search, dark mode, ⓘ and the hamburger. */
export function TopBar({ onInfo, infoOpen }: { onInfo: () => void; infoOpen: boolean }) {
  const t = useMessages()
  const items = useMenu()
  return (
    <header className={`fixed inset-x-0 top-0 z-40 border-b md:hidden ${GLASS}`}>
      <nav aria-label={t.MENU.MENU} className="flex flex-wrap items-center gap-1 px-3 py-2">
        <div className="mr-auto min-w-0 flex-1">
          <SiteMark />
        </div>
        <SearchButton className={ICON_BUTTON} />
        <DarkModeToggle label={t.COMMON.TOGGLE_DARK_MODE} className={ICON_BUTTON} />
        <InfoButton onClick={onInfo} expanded={infoOpen} />
        <MenuMobile
          items={items}
          className="contents"
          buttonClassName={ICON_BUTTON}
          panelClassName="order-last basis-full"
          listClassName="space-y-0.5 py-2"
          linkClassName={link}
          subLinkClassName={`${link} pl-8 text-neutral-600 dark:text-neutral-300`}
          expandClassName={ICON_BUTTON}
        />
      </nav>
    </header>
  )
}
