import type { MenuItem } from '@/components/menu/menu-model'
import { MenuMobileEntry } from '@/components/menu/MenuMobileEntry'

export interface MenuListProps {
  items: readonly MenuItem[]
  className?: string
  linkClassName?: string
  subLinkClassName?: string
  expandClassName?: string
  /** Marks the list for a theme's styles and tests (`data-menu-drawer`). */
  drawer?: boolean
}

/** The menu as an always-open vertical list (in a drawer), sub-menus expanding in place. */
export function MenuList({ items, className, drawer, ...classes }: MenuListProps) {
  return (
    <ul className={className} data-menu-drawer={drawer ? '' : undefined}>
      {items.map((item) => (
        <MenuMobileEntry key={item.id} item={item} items={items} {...classes} />
      ))}
    </ul>
  )
}
