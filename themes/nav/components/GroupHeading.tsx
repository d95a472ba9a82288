import { MenuIcon, menuIconName } from '@/components/menu/MenuIcon'
import type { MenuItem } from '@/components/menu/menu-model'
import { hashTarget, type LinkGroup } from '@/lib/content/link-directory'

/** The icon setting of the menu entry naming this group (by title or '#Name' link), if any. */
export function groupIcon(items: readonly MenuItem[], group: LinkGroup): string | null {
  for (const item of items.flatMap((i) => [i, ...i.subMenus])) {
    const names = item.title === group.category || hashTarget(item.href) === group.id
    if (names && menuIconName(item.icon)) return item.icon
  }
  return null
}

/** A group's heading, its id the anchor: the matching menu entry's icon, else a '#'. */
export function GroupHeading({ group, icon }: { group: LinkGroup; icon: string | null }) {
  return (
    <h2 id={group.id} className="mb-4 flex scroll-mt-20 items-center gap-1.5 text-lg font-bold">
      <span aria-hidden="true" className="text-neutral-500 dark:text-neutral-400">
        {icon ? <MenuIcon icon={icon} size={18} /> : '#'}
      </span>
      {group.category}
    </h2>
  )
}
