import { DarkModeToggle } from '@/components/DarkModeToggle'
import { FullscreenButton } from '@/components/menu/FullscreenButton'
import { MenuDesktop } from '@/components/menu/MenuDesktop'
import { SearchButton } from '@/components/menu/SearchButton'
import { useMenu } from '@/components/menu/use-menu'
import { useMessages } from '@/lib/i18n/use-messages'
import { InfoButton } from '@/themes/plog/components/InfoButton'
import { SiteMark } from '@/themes/plog/components/SiteMark'

export const GLASS =
  'border-black/10 bg-white/70 backdrop-blur-xl backdrop-saturate-150 dark:border-white/10 dark:bg-black/60'
export const ICON_BUTTON =
  'flex h-9 w-9 items-center justify-center rounded-full transition hover:bg-black/5 dark:hover:bg-white/10'
const link =
  'inline-flex items-center rounded-full px-3 py-1.5 text-sm transition hover:bg-black/5 dark:hover:bg-white/10'

/**
 * The desktop bar fixed at the bottom (md and up): site mark and description on the left; the
 * menu, full screen, dark mode, search and the ⓘ opening the slide-over on the right.
 */
export function BottomBar({ onInfo, infoOpen }: { onInfo: () => void; infoOpen: boolean }) {
  const t = useMessages()
  const items = useMenu()
  return (
    <header
      className={`fixed inset-x-0 bottom-0 z-40 hidden h-14 border-t md:block ${GLASS}`}
      data-plog-bar="bottom"
    >
      <div className="mx-auto flex h-full max-w-screen-2xl items-center justify-between gap-4 px-5">
        <SiteMark description />
        <nav aria-label={t.MENU.MENU} className="flex shrink-0 items-center gap-1">
          <MenuDesktop
            items={items}
            className="flex items-center gap-0.5"
            linkClassName={link}
            panelPlacement="top-auto bottom-full left-0"
            panelClassName="min-w-44 rounded-xl border border-black/10 bg-white/90 p-1 shadow-xl backdrop-blur-xl dark:border-white/10 dark:bg-neutral-900/90"
            subLinkClassName="block rounded-lg px-3 py-2 text-sm hover:bg-black/5 focus:bg-black/5 focus:outline-none dark:hover:bg-white/10 dark:focus:bg-white/10"
          />
          <span aria-hidden="true" className="mx-1 h-5 w-px bg-black/10 dark:bg-white/15" />
          <FullscreenButton className={ICON_BUTTON} />
          <DarkModeToggle label={t.COMMON.TOGGLE_DARK_MODE} className={ICON_BUTTON} />
          <SearchButton className={ICON_BUTTON} />
          <InfoButton onClick={onInfo} expanded={infoOpen} />
        </nav>
      </div>
    </header>
  )
}
