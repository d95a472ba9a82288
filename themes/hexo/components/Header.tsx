import { useCallback, useState } from 'react'
import { RandomPostButton } from '@/components/header/RandomPostButton'
import { StickyHeader } from '@/components/header/StickyHeader'
import { Link } from '@/components/Link'
import { MenuDesktop } from '@/components/menu/MenuDesktop'
import { SearchButton } from '@/components/menu/SearchButton'
import { useMenu } from '@/components/menu/use-menu'
import { useSite } from '@/components/theme/theme-context'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn } from '@/lib/style/cn'
import { useHexoConfig } from '@/themes/hexo/config'
import { MenuDrawer, MenuDrawerButton } from '@/themes/hexo/components/MenuDrawer'
import { SearchDrawer } from '@/themes/hexo/components/SearchDrawer'
import { ACCENT_HOVER, ICON_BUTTON, ICON_BUTTON_BOX } from '@/themes/hexo/components/styles'
import { HOME_PATH } from '@/lib/routing/routes'

const link =
  'relative block px-3 py-1 after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:origin-left after:scale-x-0 after:bg-(--hexo-accent) after:transition-transform hover:after:scale-x-100 motion-reduce:after:transition-none'
const panel =
  'absolute top-full left-0 mt-2 w-44 rounded-lg bg-white py-2 text-neutral-800 shadow-lg data-[open=false]:invisible dark:bg-[#1b1f1f] dark:text-neutral-200'

/**
 * The fixed nav. Over a hero it is transparent with white text and turns white with a shadow
 * once the page scrolls; elsewhere it is solid and slides away while the visitor reads down.
 */
export function Header({ overHero }: { overHero: boolean }) {
  const t = useMessages()
  const { site } = useSite()
  const config = useHexoConfig()
  const items = useMenu({ home: config.HEXO_MENU_INDEX })
  const [drawer, setDrawer] = useState<'menu' | 'search' | null>(null)
  const close = useCallback(() => setDrawer(null), [])
  return (
    <>
      <StickyHeader
        mode={overHero ? 'transparent' : 'hide'}
        threshold={overHero ? 80 : 64}
        position={overHero ? 'fixed' : 'sticky'}
        className="bg-white/95 text-neutral-800 shadow-md backdrop-blur data-transparent:bg-transparent data-transparent:text-white data-transparent:shadow-none data-transparent:backdrop-blur-none dark:bg-[#101414]/95 dark:text-neutral-200 dark:data-transparent:bg-transparent"
      >
        <nav
          aria-label={t.MENU.MENU}
          className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4"
        >
          <MenuDrawerButton onOpen={() => setDrawer('menu')} />
          <Link href={HOME_PATH} className="truncate text-lg font-semibold">
            {site.title}
          </Link>
          <div className="ml-auto flex shrink-0 items-center gap-1">
            {items.length > 0 && (
              <MenuDesktop
                items={items}
                className="hidden items-center text-sm md:flex"
                linkClassName={link}
                panelClassName={panel}
                subLinkClassName={`block px-4 py-2 ${ACCENT_HOVER}`}
              />
            )}
            {config.HEXO_MENU_SEARCH && (
              <>
                <SearchButton className={cn(ICON_BUTTON_BOX, 'hidden md:inline-flex')} />
                <SearchButton
                  className={cn(ICON_BUTTON, 'md:hidden')}
                  onSearch={() => setDrawer('search')}
                />
              </>
            )}
            {config.HEXO_MENU_RANDOM && <RandomPostButton className={ICON_BUTTON} />}
          </div>
        </nav>
      </StickyHeader>
      {drawer === 'menu' && <MenuDrawer items={items} onClose={close} />}
      {drawer === 'search' && <SearchDrawer onClose={close} />}
    </>
  )
}
