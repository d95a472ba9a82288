import type { ReactNode } from 'react'
import { Drawer } from '@/components/Drawer'
import type { MenuItem } from '@/components/menu/menu-model'
import { MenuMobileEntry } from '@/components/menu/MenuMobileEntry'
import { StrokeIcon } from '@/components/StrokeIcon'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn, type ClassSlots } from '@/lib/style/cn'

/** A phone's hamburger opening the menu drawer. */
export function MenuDrawerButton({
  onOpen,
  className
}: {
  onOpen: () => void
  className?: string
}) {
  const t = useMessages()
  return (
    <button
      type="button"
      aria-label={t.MENU.OPEN_MENU}
      aria-haspopup="dialog"
      data-menu-drawer-button=""
      onClick={onOpen}
      className={className}
    >
      <StrokeIcon size={22}>
        <path d="M4 7h16M4 12h16M4 17h16" />
      </StrokeIcon>
    </button>
  )
}

export interface MenuDrawerProps {
  items: readonly MenuItem[]
  onClose: () => void
  /** Above the menu (the author, the site's counts...). */
  header?: ReactNode
  /** The drawer panel's colours. */
  className?: string
  classes?: ClassSlots<'list' | 'link' | 'subLink' | 'expand'>
}

/**
 * A left drawer: the theme's header, then the menu expanding in place; following a link closes
 * it. Render it beside a sticky header, never inside (its transform would hold the drawer).
 */
export function MenuDrawer({ items, onClose, header, className, classes = {} }: MenuDrawerProps) {
  const t = useMessages()
  return (
    <Drawer label={t.MENU.MENU} side="left" onClose={onClose} className={className}>
      <div onClick={(e) => (e.target as Element).closest('a') && onClose()}>
        {header}
        <ul className={cn('space-y-0.5', classes.list)} data-menu-drawer="">
          {items.map((item) => (
            <MenuMobileEntry
              key={item.id}
              item={item}
              items={items}
              linkClassName={classes.link}
              subLinkClassName={classes.subLink}
              expandClassName={classes.expand}
            />
          ))}
        </ul>
      </div>
    </Drawer>
  )
}
