import { DarkModeToggle } from '@/components/DarkModeToggle'
import { RandomPostButton } from '@/components/header/RandomPostButton'
import { AdSlot } from '@/components/integrations/AdSlot'
import { MenuList } from '@/components/menu/MenuList'
import { SearchButton } from '@/components/menu/SearchButton'
import { useMenu } from '@/components/menu/use-menu'
import { useSite } from '@/components/theme/theme-context'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn } from '@/lib/style/cn'
import { useGameConfig } from '@/themes/game/config'
import { SiteLogo } from '@/themes/game/components/SiteLogo'
import { CARD, ICON_BUTTON, MENU_LINK } from '@/themes/game/components/styles'

/**
 * The desktop rail: the logo card with the bio; the menu card (find a game, random game, dark
 * mode, then the menu's links); an ad at the bottom when one is configured.
 */
export function Rail({ onSearch, className }: { onSearch: () => void; className?: string }) {
  const t = useMessages()
  const { site, config } = useSite()
  const game = useGameConfig()
  const items = useMenu()
  return (
    <aside className={cn('flex-col gap-3', className ?? 'flex')}>
      <div className={cn(CARD, 'p-4')}>
        <SiteLogo />
        {site.bio && <p className="mt-2 text-sm text-muted">{site.bio}</p>}
      </div>
      <nav aria-label={t.MENU.MENU} className={cn(CARD, 'p-2')}>
        <div className="flex items-center gap-1 border-b border-black/5 pb-2 dark:border-white/10">
          {game.GAME_MENU_SEARCH_BUTTON && (
            <SearchButton className={ICON_BUTTON} onSearch={onSearch} />
          )}
          {game.GAME_MENU_RANDOM_POST && <RandomPostButton className={ICON_BUTTON} />}
          <DarkModeToggle label={t.COMMON.TOGGLE_DARK_MODE} className={ICON_BUTTON} />
        </div>
        <MenuList
          items={items}
          className="mt-2 space-y-1"
          linkClassName={MENU_LINK}
          subLinkClassName={cn(MENU_LINK, 'pl-8')}
          expandClassName={ICON_BUTTON}
        />
      </nav>
      <div className="mt-auto">
        <AdSlot config={config} kind="flow" />
      </div>
    </aside>
  )
}
