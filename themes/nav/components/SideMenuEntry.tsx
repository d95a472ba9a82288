import { useId, useState } from 'react'
import { Collapse } from '@/components/Collapse'
import { MenuIcon } from '@/components/menu/MenuIcon'
import { MenuLink } from '@/components/menu/MenuLink'
import type { MenuItem } from '@/components/menu/menu-model'
import { StrokeIcon } from '@/components/StrokeIcon'
import { hashTarget } from '@/lib/content/link-directory'
import { MENU_ROW } from '@/themes/nav/components/styles'

/** A '#Name' entry points at the home page's group; any other link is kept. */
const withAnchor = (item: MenuItem): MenuItem => {
  const id = hashTarget(item.href)
  return id ? { ...item, href: `/#${id}` } : item
}

/** One row of the side menu: icon and title; with sub-menus a chevron folds them open. */
export function SideMenuEntry({ item }: { item: MenuItem }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const label = (
    <>
      <span className="text-neutral-500 dark:text-neutral-400">
        <MenuIcon icon={item.icon ?? item.id.replace(/^menu-/, '')} />
      </span>
      <span className="min-w-0 flex-1 truncate text-left">{item.title}</span>
    </>
  )
  if (!item.subMenus.length)
    return (
      <li>
        <MenuLink item={withAnchor(item)} className={MENU_ROW}>
          {label}
        </MenuLink>
      </li>
    )
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className={MENU_ROW}
      >
        {label}
        <span
          className={`transition-transform motion-reduce:transition-none ${open ? 'rotate-90' : ''}`}
        >
          <StrokeIcon size={14}>
            <path d="m9 6 6 6-6 6" />
          </StrokeIcon>
        </span>
      </button>
      <Collapse open={open} id={id}>
        <ul className="ml-5 border-l border-neutral-200 pl-2 dark:border-neutral-700">
          {[withAnchor(item), ...item.subMenus.map(withAnchor)]
            .filter((sub) => sub.href && sub.href !== '#')
            .map((sub) => (
              <li key={sub.id}>
                <MenuLink item={sub} className={MENU_ROW}>
                  {sub.title}
                </MenuLink>
              </li>
            ))}
        </ul>
      </Collapse>
    </li>
  )
}
