import { useId, useState, type MouseEvent, type ReactNode } from 'react'
import { useMessages } from '@/lib/i18n/use-messages'
import { Collapse } from '@/components/Collapse'
import type { MenuItem } from '@/components/menu/menu-model'
import { MenuMobileEntry } from '@/components/menu/MenuMobileEntry'
import { StrokeIcon } from '@/components/StrokeIcon'

export interface MenuMobileProps {
  items: readonly MenuItem[]
  className?: string
  /** The hamburger. */
  buttonClassName?: string
  /** Drawn in the button instead of the hamburger / cross (e.g. the words "Menu" / "Close"). */
  buttonContent?: (open: boolean) => ReactNode
  /** The folding panel (e.g. `basis-full` to take a row of its own). */
  panelClassName?: string
  /** The vertical list shown when open. */
  listClassName?: string
  linkClassName?: string
  subLinkClassName?: string
  /** The plus button expanding an entry's sub-menus. */
  expandClassName?: string
}

/** The small-screen menu: a hamburger folds a vertical list open; a plus expands sub-menus. */
export function MenuMobile(props: MenuMobileProps) {
  const t = useMessages()
  const [open, setOpen] = useState(false)
  const id = useId()
  // Following a link closes the menu (the page changes under it).
  const onClick = (e: MouseEvent) => {
    if ((e.target as Element).closest('a')) setOpen(false)
  }
  return (
    <div className={props.className}>
      <button
        type="button"
        className={props.buttonClassName}
        aria-expanded={open}
        aria-controls={id}
        aria-label={open ? t.MENU.CLOSE_MENU : t.MENU.OPEN_MENU}
        onClick={() => setOpen(!open)}
      >
        {props.buttonContent ? (
          props.buttonContent(open)
        ) : (
          <StrokeIcon size={22}>
            {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </StrokeIcon>
        )}
      </button>
      <Collapse open={open} id={id} className={props.panelClassName}>
        <ul className={props.listClassName} onClick={onClick}>
          {props.items.map((item) => (
            <MenuMobileEntry key={item.id} item={item} {...props} />
          ))}
        </ul>
      </Collapse>
    </div>
  )
}
