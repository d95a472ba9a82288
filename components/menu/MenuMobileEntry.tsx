import { useId, useState } from 'react'
import { useMessages } from '@/lib/i18n/use-messages'
import { Collapse } from '@/components/Collapse'
import type { MenuItem } from '@/components/menu/menu-model'
import type { MenuMobileProps } from '@/components/menu/MenuMobile'
import { MenuLink } from '@/components/menu/MenuLink'
import { StrokeIcon } from '@/components/StrokeIcon'

/** One entry of the mobile menu; with sub-menus, a plus button folds them open. */
export function MenuMobileEntry({ item, ...props }: MenuMobileProps & { item: MenuItem }) {
  const t = useMessages()
  const [open, setOpen] = useState(false)
  const id = useId()
  if (!item.subMenus.length) {
    return (
      <li>
        <MenuLink item={item} className={props.linkClassName} />
      </li>
    )
  }
  const dropdownOnly = item.href === '#' || item.href === ''
  return (
    <li>
      <div className="flex items-center justify-between">
        {dropdownOnly ? (
          <span className={props.linkClassName}>{item.title}</span>
        ) : (
          <MenuLink item={item} className={props.linkClassName} />
        )}
        <button
          type="button"
          className={props.expandClassName}
          aria-expanded={open}
          aria-controls={id}
          aria-label={`${t.MENU.EXPAND}: ${item.title}`}
          onClick={() => setOpen(!open)}
        >
          <StrokeIcon
            size={16}
            style={{ transition: 'transform 300ms', transform: open ? 'rotate(45deg)' : 'none' }}
          >
            <path d="M12 5v14M5 12h14" />
          </StrokeIcon>
        </button>
      </div>
      <Collapse open={open} id={id}>
        <ul>
          {item.subMenus.map((sub) => (
            <li key={sub.id}>
              <MenuLink item={sub} className={props.subLinkClassName} />
            </li>
          ))}
        </ul>
      </Collapse>
    </li>
  )
}
