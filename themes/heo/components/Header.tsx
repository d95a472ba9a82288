import dynamic from 'next/dynamic'
import { useCallback, useState } from 'react'
import { DarkModeToggle } from '@/components/DarkModeToggle'
import { RandomPostButton } from '@/components/header/RandomPostButton'
import { StickyHeader } from '@/components/header/StickyHeader'
import { useScrollDirection } from '@/components/header/use-scroll-direction'
import { Link } from '@/components/Link'
import { MenuDesktop } from '@/components/menu/MenuDesktop'
import { MenuDrawerButton } from '@/components/menu/MenuDrawerButton'
import { SearchButton } from '@/components/menu/SearchButton'
import { useMenu } from '@/components/menu/use-menu'
import { useSite } from '@/components/theme/theme-context'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn } from '@/lib/style/cn'
import { useHeoConfig } from '@/themes/heo/config'
import { ReadingBadge } from '@/themes/heo/components/ReadingBadge'
import { ACCENT_HOVER_BG, ICON_BUTTON } from '@/themes/heo/components/styles'
import { HOME_PATH } from '@/lib/routing/routes'

// Drawn only once a visitor opens it: its chunk (the menu list, the tag cloud) loads on that first
// tap, never with the page.
const SlideOver = dynamic(
  () => import('@/themes/heo/components/SlideOver').then((m) => m.SlideOver),
  { ssr: false }
)

const link = cn('block rounded-full px-3 py-1', ACCENT_HOVER_BG)
const panel =
  'absolute top-full left-0 mt-2 w-44 rounded-xl border border-[#e3e8f7] bg-white py-2 text-neutral-800 shadow-lg data-[open=false]:invisible dark:border-[#42444a] dark:bg-[#1b1c20] dark:text-neutral-200'

/**
 * The nav (h-16): transparent at the top (white text over a post's banner), white with a shadow
 * once scrolled. While reading down, the menu in the middle gives way to "author | bio".
 */
export function Header({ overHero }: { overHero: boolean }) {
  const t = useMessages()
  const { site } = useSite()
  const config = useHeoConfig()
  const items = useMenu({ home: config.HEO_MENU_INDEX })
  const scroll = useScrollDirection({ threshold: 80 })
  const reading = scroll.scrolled && scroll.direction === 'down'
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  return (
    <>
      <StickyHeader
        mode="transparent"
        threshold={overHero ? 80 : 8}
        position={overHero ? 'fixed' : 'sticky'}
        className={cn(
          'bg-white/90 text-neutral-800 shadow-sm backdrop-blur data-transparent:bg-transparent data-transparent:shadow-none data-transparent:backdrop-blur-none dark:bg-[#18171d]/90 dark:text-neutral-200 dark:data-transparent:bg-transparent',
          overHero && 'data-transparent:text-white dark:data-transparent:text-neutral-950'
        )}
      >
        <nav
          aria-label={t.MENU.MENU}
          data-reading={reading || undefined}
          className="group/nav mx-auto flex h-16 max-w-[86rem] items-center gap-2 px-4"
        >
          <Link href={HOME_PATH} className="shrink-0 truncate text-lg font-bold">
            {site.title}
          </Link>
          <div className="relative mx-auto hidden min-w-0 flex-1 justify-center lg:flex">
            {items.length > 0 && (
              <MenuDesktop
                items={items}
                className="flex items-center text-sm transition duration-300 group-data-reading/nav:invisible group-data-reading/nav:-translate-y-4 group-data-reading/nav:opacity-0 motion-reduce:transition-none"
                linkClassName={link}
                panelClassName={panel}
                subLinkClassName="block px-4 py-2 hover:bg-black/5 dark:hover:bg-white/10"
              />
            )}
            <p
              aria-hidden={!reading}
              className="invisible absolute inset-0 flex translate-y-4 items-center justify-center truncate text-sm font-semibold opacity-0 transition duration-300 group-data-reading/nav:visible group-data-reading/nav:translate-y-0 group-data-reading/nav:opacity-100 motion-reduce:transition-none"
            >
              {site.author} | {site.bio}
            </p>
          </div>
          <div className="ml-auto flex shrink-0 items-center gap-1 lg:ml-0">
            <RandomPostButton className={ICON_BUTTON} />
            {config.HEO_MENU_SEARCH && <SearchButton className={ICON_BUTTON} />}
            <DarkModeToggle className={ICON_BUTTON} label={t.COMMON.TOGGLE_DARK_MODE} />
            <ReadingBadge className="mx-1" />
            <MenuDrawerButton
              onOpen={() => setOpen(true)}
              className={cn(ICON_BUTTON, 'lg:hidden')}
            />
          </div>
        </nav>
      </StickyHeader>
      {open && <SlideOver items={items} onClose={close} />}
    </>
  )
}
