import { InlineSearch } from '@/components/InlineSearch'
import { MenuDesktop } from '@/components/menu/MenuDesktop'
import { MenuMobile } from '@/components/menu/MenuMobile'
import { useMenu } from '@/components/menu/use-menu'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn } from '@/lib/style/cn'
import { RED_HOVER, RULE } from '@/themes/simple/components/styles'

const link = `block px-3 py-3 text-sm font-medium tracking-wide uppercase ${RED_HOVER}`
const panel =
  'absolute top-full left-0 z-30 min-w-44 border border-neutral-200 bg-white py-1 shadow-md dark:border-neutral-700 dark:bg-neutral-900'
const icon = `flex h-11 w-11 shrink-0 items-center justify-center ${RED_HOVER}`

/**
 * The bar under the masthead: the menu (on phones a "Menu / Close" toggle folding a list) and a
 * search button that swaps the menu for an input.
 */
export function NavBar() {
  const t = useMessages()
  const items = useMenu()
  return (
    <nav aria-label={t.MENU.MENU} className={`border-y ${RULE} bg-white dark:bg-neutral-900`}>
      <InlineSearch
        className="mx-auto w-[90%] items-start"
        classes={{
          button: icon,
          field: 'self-center',
          input:
            'border-b border-neutral-400 py-1.5 text-base placeholder:text-muted dark:border-neutral-500 [&::-webkit-search-cancel-button]:appearance-none'
        }}
      >
        <MenuDesktop
          items={items}
          className="-ml-3 hidden flex-wrap items-center md:flex"
          linkClassName={link}
          panelClassName={panel}
          subLinkClassName={cn(link, 'normal-case')}
        />
        <MenuMobile
          items={items}
          className="md:hidden"
          buttonClassName={cn(link, 'px-0')}
          buttonContent={(open) => (open ? t.COMMON.CLOSE : t.MENU.MENU)}
          listClassName="pb-2"
          linkClassName={cn(link, 'px-0 py-2')}
          subLinkClassName={cn(link, 'py-2 pr-0 pl-4')}
          expandClassName={icon}
        />
      </InlineSearch>
    </nav>
  )
}
