import { MenuDesktop } from '@/components/menu/MenuDesktop'
import { MenuMobile } from '@/components/menu/MenuMobile'
import { useMenu } from '@/components/menu/use-menu'
import { ICON_BUTTON } from '@/themes/nobelium/components/styles'

const link =
  'block rounded-md px-2 py-1 text-neutral-700 hover:text-neutral-950 dark:text-neutral-300 dark:hover:text-white'
const panel =
  'absolute top-full right-0 mt-2 w-48 rounded-lg border border-black/10 bg-white shadow-lg data-[open=false]:invisible dark:border-white/10 dark:bg-neutral-900'

/** The menu as a row of links on md and up, a bars icon folding a small card below. */
export function NavMenu() {
  const items = useMenu()
  if (!items.length) return null
  return (
    <>
      <MenuDesktop
        items={items}
        className="hidden items-center gap-1 text-sm md:flex"
        linkClassName={link}
        panelClassName={panel}
        subLinkClassName={`${link} px-4 py-2`}
      />
      <MenuMobile
        items={items}
        className="relative md:hidden"
        buttonClassName={ICON_BUTTON}
        panelClassName={panel}
        listClassName="py-2 text-sm"
        linkClassName={`${link} px-4 py-2`}
        subLinkClassName={`${link} py-2 pl-8`}
        expandClassName={ICON_BUTTON}
      />
    </>
  )
}
