import { useState } from 'react'
import { DarkModeToggle } from '@/components/DarkModeToggle'
import { Drawer } from '@/components/Drawer'
import { StrokeIcon } from '@/components/StrokeIcon'
import { useMessages } from '@/lib/i18n/use-messages'
import { FilterInput } from '@/themes/nav/components/FilterInput'
import { SideMenu } from '@/themes/nav/components/SideMenu'
import { SiteLogo } from '@/themes/nav/components/SiteLogo'

const ICON =
  'rounded-full p-2 text-neutral-700 hover:bg-neutral-200/70 dark:text-neutral-200 dark:hover:bg-neutral-700/70'

/**
 * The translucent top bar: on phones logo, search, dark toggle and a kebab opening the menu in
 * a drawer; on desktop the search and the dark toggle at the right.
 */
export function TopBar({ directory }: { directory: boolean }) {
  const t = useMessages()
  const [menu, setMenu] = useState(false)
  return (
    <>
      <header className="sticky top-0 z-40 border-b border-black/5 bg-[#fbfbfb]/80 backdrop-blur dark:border-white/10 dark:bg-neutral-900/80">
        <div className="flex h-14 items-center gap-2 px-3 md:px-6">
          <SiteLogo title={false} className="md:hidden" />
          <FilterInput directory={directory} className="ml-auto w-full max-w-xs min-w-0" />
          <DarkModeToggle label={t.COMMON.TOGGLE_DARK_MODE} className={ICON} />
          <button
            type="button"
            aria-label={t.MENU.OPEN_MENU}
            aria-haspopup="dialog"
            data-menu-drawer-button=""
            onClick={() => setMenu(true)}
            className={`${ICON} md:hidden`}
          >
            <StrokeIcon size={20}>
              <path d="M12 5h.01M12 12h.01M12 19h.01" />
            </StrokeIcon>
          </button>
        </div>
      </header>
      {menu && (
        <Drawer
          label={t.MENU.MENU}
          side="right"
          onClose={() => setMenu(false)}
          closeOnLink
          className="bg-white text-neutral-800 dark:bg-neutral-900 dark:text-neutral-200"
        >
          <SideMenu className="px-2 pb-4" />
        </Drawer>
      )}
    </>
  )
}
