import type { ReactNode } from 'react'
import { DarkModeToggle } from '@/components/DarkModeToggle'
import type { MenuItem } from '@/components/menu/menu-model'
import { MenuDesktop } from '@/components/menu/MenuDesktop'
import { MenuMobile } from '@/components/menu/MenuMobile'
import { SearchButton } from '@/components/menu/SearchButton'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn, type ClassSlots } from '@/lib/style/cn'

export type MenuRowClasses = ClassSlots<
  | 'desktop'
  | 'link'
  | 'panel'
  | 'subLink'
  | 'actions'
  | 'button'
  | 'mobile'
  | 'mobilePanel'
  | 'mobileList'
  | 'mobileLink'
  | 'mobileSubLink'
>

export interface MenuRowProps {
  items: readonly MenuItem[]
  /** Show the search button (the site-wide search modal). */
  search?: boolean
  /** More buttons of the theme, before the dark-mode toggle. */
  children?: ReactNode
  classes?: MenuRowClasses
}

/**
 * The right side of a header bar: the menu in a row with dropdowns from md up, then search,
 * the theme's own buttons, dark mode, and on phones a hamburger folding the menu open below.
 */
export function MenuRow({ items, search, children, classes = {} }: MenuRowProps) {
  const t = useMessages()
  return (
    <>
      <MenuDesktop
        items={items}
        className={cn('hidden items-center md:flex', classes.desktop)}
        linkClassName={classes.link}
        panelClassName={classes.panel}
        subLinkClassName={classes.subLink}
      />
      <div data-part="actions" className={cn('flex items-center gap-1', classes.actions)}>
        {search && <SearchButton className={classes.button} />}
        {children}
        <DarkModeToggle label={t.COMMON.TOGGLE_DARK_MODE} className={classes.button} />
        <MenuMobile
          items={items}
          className={cn('md:hidden', classes.mobile)}
          buttonClassName={classes.button}
          panelClassName={classes.mobilePanel}
          listClassName={classes.mobileList}
          linkClassName={classes.mobileLink}
          subLinkClassName={classes.mobileSubLink}
          expandClassName={classes.button}
        />
      </div>
    </>
  )
}
