import { useCallback, useState } from 'react'
import { StickyHeader } from '@/components/header/StickyHeader'
import { Link } from '@/components/Link'
import { MenuDesktop } from '@/components/menu/MenuDesktop'
import { MenuDrawerButton } from '@/components/menu/MenuDrawerButton'
import { SearchButton } from '@/components/menu/SearchButton'
import { useMenu } from '@/components/menu/use-menu'
import { useSite } from '@/components/theme/theme-context'
import { useMessages } from '@/lib/i18n/use-messages'
import { useMateryConfig } from '@/themes/matery/config'
import { MenuDrawer } from '@/themes/matery/components/MenuDrawer'
import { ICON_BUTTON } from '@/themes/matery/components/styles'
import { HOME_PATH } from '@/lib/routing/routes'

const link = 'block rounded px-3 py-2 transition-colors hover:bg-white/15'
const panel =
  'absolute top-full left-0 mt-1 w-44 rounded bg-white py-2 text-neutral-800 shadow-lg data-[open=false]:invisible dark:bg-slate-800 dark:text-neutral-200'

/**
 * The fixed nav: transparent over a hero, indigo once the page is 300px down; it slides away
 * while the visitor reads down and comes back on the way up.
 */
export function Header({ overHero }: { overHero: boolean }) {
  const t = useMessages()
  const { site } = useSite()
  const config = useMateryConfig()
  const items = useMenu()
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  return (
    <>
      <StickyHeader
        mode={overHero ? 'transparent' : 'hide'}
        autoHide
        threshold={overHero ? 300 : 64}
        position={overHero ? 'fixed' : 'sticky'}
        className="bg-indigo-700 text-white shadow-md data-transparent:bg-transparent data-transparent:bg-linear-to-b data-transparent:from-black/35 data-transparent:to-transparent data-transparent:shadow-none dark:bg-indigo-950 dark:data-transparent:bg-transparent"
      >
        <nav
          aria-label={t.MENU.MENU}
          className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4"
        >
          <MenuDrawerButton
            onOpen={() => setOpen(true)}
            className={`${ICON_BUTTON} -ml-2 md:hidden`}
          />
          <Link href={HOME_PATH} className="truncate text-xl font-semibold tracking-wide">
            {site.title}
          </Link>
          <div className="ml-auto flex shrink-0 items-center gap-1">
            {items.length > 0 && (
              <MenuDesktop
                items={items}
                className="hidden items-center md:flex"
                linkClassName={link}
                panelClassName={panel}
                subLinkClassName="block px-4 py-2 hover:bg-indigo-50 dark:hover:bg-white/10"
              />
            )}
            {config.MATERY_MENU_SEARCH && <SearchButton className={ICON_BUTTON} />}
          </div>
        </nav>
      </StickyHeader>
      {open && <MenuDrawer items={items} onClose={close} />}
    </>
  )
}
