import { FullscreenButton } from '@/components/menu/FullscreenButton'
import { MenuDesktop } from '@/components/menu/MenuDesktop'
import { MenuMobile } from '@/components/menu/MenuMobile'
import { SearchButton } from '@/components/menu/SearchButton'
import { useMenu } from '@/components/menu/use-menu'
import { useMessages } from '@/lib/i18n/use-messages'

const icon = 'rounded p-2 hover:bg-neutral-100 dark:hover:bg-neutral-800'
const link = 'block rounded px-3 py-2 hover:bg-neutral-100 dark:hover:bg-neutral-800'

/** The full-width menu bar under the title: a row with dropdowns, a hamburger below md. */
export function MenuBar() {
  const t = useMessages()
  const items = useMenu({ home: true })
  const tools = (
    <div className="flex items-center">
      <SearchButton className={icon} />
      <FullscreenButton className={icon} />
    </div>
  )
  return (
    <nav aria-label={t.MENU.MENU} className="border-y border-neutral-200 dark:border-neutral-800">
      <div className="mx-auto hidden max-w-4xl items-center justify-center gap-4 px-4 py-1 text-sm md:flex">
        <MenuDesktop
          items={items}
          className="flex flex-wrap items-center justify-center gap-x-1"
          linkClassName={`${link} inline-flex items-center`}
          panelClassName="min-w-40 rounded border border-neutral-200 bg-white py-1 shadow-lg dark:border-neutral-700 dark:bg-neutral-900"
          subLinkClassName="block px-4 py-2 hover:bg-neutral-100 focus:bg-neutral-100 focus:outline-none dark:hover:bg-neutral-800 dark:focus:bg-neutral-800"
        />
        {tools}
      </div>
      <div className="flex flex-wrap items-center justify-between px-2 py-1 text-sm md:hidden">
        <MenuMobile
          items={items}
          className="contents"
          buttonClassName={icon}
          panelClassName="order-last basis-full"
          listClassName="py-1"
          linkClassName={link}
          subLinkClassName={`${link} pl-8`}
          expandClassName={icon}
        />
        {tools}
      </div>
    </nav>
  )
}
