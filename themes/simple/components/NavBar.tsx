import { InlineSearch } from '@/components/InlineSearch'
import { MenuDesktop } from '@/components/menu/MenuDesktop'
import { MenuMobile } from '@/components/menu/MenuMobile'
import { useMenu } from '@/components/menu/use-menu'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn } from '@/lib/style/cn'
import { RED_HOVER, RULE } from '@/themes/simple/components/styles'

const linkText = `block text-sm font-medium tracking-wide ${RED_HOVER}`
const link = `${linkText} px-3 py-3 uppercase`
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
        className="mx-auto w-[90%]"
        classes={{
          align: 'items-start',
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
          subLinkClassName={cn(linkText, 'px-3 py-3 normal-case')}
        />
        <MenuMobile
          items={items}
          className="md:hidden"
          buttonClassName={cn(linkText, 'px-0 py-3 uppercase')}
          buttonContent={(open) => (open ? t.COMMON.CLOSE : t.MENU.MENU)}
          listClassName="pb-2"
          linkClassName={cn(linkText, 'px-0 py-2 uppercase')}
          subLinkClassName={cn(linkText, 'px-3 py-2 pr-0 pl-4 uppercase')}
          expandClassName={icon}
        />
      </InlineSearch>
    </nav>
  )
}
