import { useId, useState, type MouseEvent } from 'react'
import { Collapse } from '@/components/Collapse'
import { Link } from '@/components/Link'
import { MenuList } from '@/components/menu/MenuList'
import { useMenu } from '@/components/menu/use-menu'
import { SearchBox } from '@/components/SearchBox'
import { StrokeIcon } from '@/components/StrokeIcon'
import { useSite } from '@/components/theme/theme-context'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn } from '@/lib/style/cn'
import { PANEL, LINK } from '@/themes/fukasawa/components/styles'
import { HOME_PATH } from '@/lib/routing/routes'

/**
 * Phones and tablets (every width with `always`): the title and a hamburger folding open the menu
 * and a search field.
 */
export function PhoneBar({ always = false }: { always?: boolean }) {
  const { site } = useSite()
  const t = useMessages()
  const items = useMenu({ home: true })
  const [open, setOpen] = useState(false)
  const id = useId()
  const onClick = (e: MouseEvent) => {
    if ((e.target as Element).closest('a')) setOpen(false)
  }
  return (
    <header
      data-fukasawa-phone-bar=""
      className={cn(PANEL, 'relative z-30', !always && 'lg:hidden')}
    >
      <div className="flex h-14 items-center justify-between gap-3 px-4">
        <Link
          href={HOME_PATH}
          className="min-w-0 truncate text-lg font-bold text-neutral-900 dark:text-white"
        >
          {site.title}
        </Link>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          aria-label={open ? t.MENU.CLOSE_MENU : t.MENU.OPEN_MENU}
          onClick={() => setOpen(!open)}
          className="rounded p-2 text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800"
        >
          <StrokeIcon size={22}>
            {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </StrokeIcon>
        </button>
      </div>
      <Collapse open={open} id={id}>
        <div className="space-y-3 px-4 pb-4" onClick={onClick}>
          <nav aria-label={t.MENU.MENU}>
            <MenuList
              items={items}
              linkClassName={`block py-2 text-sm font-medium ${LINK}`}
              subLinkClassName={`block py-2 pl-4 text-sm ${LINK}`}
              expandClassName="rounded p-1 text-muted"
            />
          </nav>
          <SearchBox className="border border-neutral-300 px-3 py-2 dark:border-neutral-700 rounded-none text-sm" />
        </div>
      </Collapse>
    </header>
  )
}
