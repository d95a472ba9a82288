import { AccountButton } from '@/components/accounts'
import { DarkModeToggle } from '@/components/DarkModeToggle'
import { Link } from '@/components/Link'
import { PostIcon } from '@/components/article/PostIcon'
import { MenuDesktop } from '@/components/menu/MenuDesktop'
import { MenuMobile } from '@/components/menu/MenuMobile'
import { useMenu } from '@/components/menu/use-menu'
import { useSearchModal } from '@/components/search-modal-context'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn } from '@/lib/style/cn'
import { useSite } from '@/components/theme/theme-context'
import { HOME_PATH } from '@/lib/routing/routes'

const icon = 'rounded-md p-2 hover:bg-neutral-100 dark:hover:bg-neutral-800'
const linkBox = 'rounded-md px-3 py-2 text-sm hover:bg-neutral-100 dark:hover:bg-neutral-800'
const link = `block ${linkBox}`

/** The fixed top bar: mark, menu, the Ctrl+K search field, sign-in (with accounts) and the dark toggle. */
export function TopBar() {
  const site = useSite()
  const t = useMessages()
  const items = useMenu()
  const { open } = useSearchModal()
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-neutral-200 bg-white/90 backdrop-blur dark:border-neutral-800 dark:bg-neutral-950/90">
      <div className="flex h-16 flex-wrap items-center gap-3 px-4">
        <Link href={HOME_PATH} className="flex min-w-0 items-center gap-2 font-semibold">
          <PostIcon icon={site.site.icon} className="h-7 w-7 rounded" />
          <span className="truncate">{site.site.title}</span>
        </Link>
        <MenuDesktop
          items={items}
          className="ml-4 hidden items-center gap-1 md:flex"
          linkClassName={`${link} inline-flex items-center`}
          panelClassName="min-w-40 rounded-md border border-neutral-200 bg-white py-1 shadow-lg dark:border-neutral-700 dark:bg-neutral-900"
          subLinkClassName="block px-4 py-2 text-sm hover:bg-neutral-100 focus:bg-neutral-100 focus:outline-none dark:hover:bg-neutral-800 dark:focus:bg-neutral-800"
        />
        <div className="ml-auto flex items-center gap-1">
          <button
            type="button"
            onClick={open}
            aria-keyshortcuts="Control+K"
            className="flex items-center gap-6 rounded-md border border-neutral-200 bg-neutral-50 px-3 py-1.5 text-sm text-neutral-500 hover:border-neutral-300 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-400"
          >
            <span>{t.SEARCH.SEARCH}</span>
            <kbd
              aria-hidden="true"
              className="hidden rounded border border-neutral-300 px-1.5 text-xs sm:inline dark:border-neutral-600"
            >
              Ctrl K
            </kbd>
          </button>
          <AccountButton className={cn(linkBox, 'hidden font-medium whitespace-nowrap sm:block')} />
          <DarkModeToggle label={t.COMMON.TOGGLE_DARK_MODE} className={icon} />
          <MenuMobile
            items={items}
            className="contents md:hidden"
            buttonClassName={`${icon} md:hidden`}
            panelClassName="absolute inset-x-0 top-16 border-b border-neutral-200 bg-white md:hidden dark:border-neutral-800 dark:bg-neutral-950"
            listClassName="py-1"
            linkClassName={link}
            subLinkClassName={`${link} pl-8`}
            expandClassName={icon}
          />
        </div>
      </div>
    </header>
  )
}
