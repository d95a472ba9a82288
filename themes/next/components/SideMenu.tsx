import { MenuDesktop } from '@/components/menu/MenuDesktop'
import { useMenu } from '@/components/menu/use-menu'
import { useMessages } from '@/lib/i18n/use-messages'
import { CARD } from '@/themes/next/components/styles'

const LINK =
  'flex w-full items-center px-5 py-2 text-sm text-neutral-700 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800'

/** The left column's vertical menu: Home, then the theme's entries; sub-menus open to the right. */
export function SideMenu() {
  const t = useMessages()
  const items = useMenu({ home: true })
  return (
    <nav aria-label={t.MENU.MENU} className={`${CARD} py-2`}>
      <MenuDesktop
        items={items}
        className="flex flex-col"
        linkClassName={LINK}
        panelClassName="min-w-40 border border-neutral-200 bg-white py-1 shadow-lg dark:border-neutral-700 dark:bg-neutral-900"
        subLinkClassName="block px-4 py-2 text-sm hover:bg-neutral-100 focus:bg-neutral-100 focus:outline-none dark:hover:bg-neutral-800 dark:focus:bg-neutral-800"
      />
    </nav>
  )
}
