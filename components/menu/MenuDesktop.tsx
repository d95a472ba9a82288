import type { MenuItem } from '@/components/menu/menu-model'
import { MenuDropdown } from '@/components/menu/MenuDropdown'
import { MenuLink } from '@/components/menu/MenuLink'

export interface MenuDesktopProps {
  items: readonly MenuItem[]
  /** The list of entries (a flex row, usually). */
  className?: string
  /** Each top-level link or dropdown trigger. */
  linkClassName?: string
  /** The dropdown panel of an entry with sub-menus. */
  panelClassName?: string
  /** Where the panel opens (MenuDropdown's panelPlacement: below the entry unless given). */
  panelPlacement?: string
  /** A link inside a dropdown panel. */
  subLinkClassName?: string
  'aria-label'?: string
}

/** The desktop menu: one row of entries; sub-menus drop down on hover or from the keyboard. */
export function MenuDesktop(props: MenuDesktopProps) {
  const { items, className, linkClassName, panelClassName, subLinkClassName } = props
  return (
    <ul className={className} aria-label={props['aria-label']}>
      {items.map((item) =>
        item.subMenus.length ? (
          <MenuDropdown
            key={item.id}
            item={item}
            triggerClassName={linkClassName}
            panelClassName={panelClassName}
            panelPlacement={props.panelPlacement}
            linkClassName={subLinkClassName}
          />
        ) : (
          <li key={item.id}>
            <MenuLink item={item} className={linkClassName} />
          </li>
        )
      )}
    </ul>
  )
}
