import { DarkModeToggle } from '@/components/DarkModeToggle'
import { MenuMobile } from '@/components/menu/MenuMobile'
import { SearchButton } from '@/components/menu/SearchButton'
import { useMenu } from '@/components/menu/use-menu'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn } from '@/lib/style/cn'
import { SiteLogo } from '@/themes/game/components/SiteLogo'
import { CARD, CARD_FACE, ICON_BUTTON, MENU_LINK } from '@/themes/game/components/styles'

/**
 * Below xl, where the rail is hidden: the logo, the search icon opening the finder, dark mode
 * and the menu folded under a bars icon.
 */
export function PhoneHeader({ onSearch }: { onSearch: () => void }) {
  const t = useMessages()
  const items = useMenu()
  return (
    <header data-game-header="" className={cn(CARD, 'flex items-center gap-2 px-3 py-2 xl:hidden')}>
      <SiteLogo className="mr-auto" />
      <SearchButton className={ICON_BUTTON} onSearch={onSearch} />
      <DarkModeToggle label={t.COMMON.TOGGLE_DARK_MODE} className={ICON_BUTTON} />
      {items.length > 0 && (
        <MenuMobile
          items={items}
          className="relative"
          buttonClassName={ICON_BUTTON}
          panelClassName={cn(
            CARD_FACE,
            'absolute top-full right-0 z-20 mt-2 w-52 p-2 shadow-lg data-[open=false]:invisible'
          )}
          listClassName="space-y-1"
          linkClassName={MENU_LINK}
          subLinkClassName={cn(MENU_LINK, 'pl-8')}
          expandClassName={ICON_BUTTON}
        />
      )}
    </header>
  )
}
