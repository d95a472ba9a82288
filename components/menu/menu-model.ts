import type { MenuEntry } from '@/conf/themes/define'
import type { NavItem } from '@/lib/content/types'
import {
  ARCHIVE_PATH,
  CATEGORY_INDEX_PATH,
  HOME_PATH,
  SEARCH_PATH,
  TAG_INDEX_PATH,
  routeBaseNow
} from '@/lib/routing/routes'
import { FEED_PATHS } from '@/lib/seo/seo-routes'

/** One menu entry (a Notion Menu row or a built-in link); sub-menus are one level deep. */
export type MenuItem = NavItem

export type BuiltInEntry = MenuEntry
export const BUILT_IN_ENTRIES: readonly BuiltInEntry[] = [
  'CATEGORY',
  'TAG',
  'ARCHIVE',
  'SEARCH',
  'RSS'
]

// Read at render time: the paths follow the language site being rendered.
const hrefsNow = (): Record<BuiltInEntry, string> => ({
  CATEGORY: CATEGORY_INDEX_PATH,
  TAG: TAG_INDEX_PATH,
  ARCHIVE: ARCHIVE_PATH,
  SEARCH: SEARCH_PATH,
  // A language site's feed has no short alias.
  RSS: routeBaseNow() ? `${routeBaseNow()}${FEED_PATHS.rss}` : '/feed'
})

export interface MenuModelInput {
  /** siteProps.nav: Menu/SubMenu rows with CUSTOM_MENU, else the legacy listed Page rows. */
  nav: readonly NavItem[]
  customMenu: boolean
  enableRss: boolean
  /** Which built-ins the theme shows (the keys its conf names in `menu`). */
  flags: Partial<Record<BuiltInEntry, boolean>>
  /** Localised titles of the built-ins, plus HOME when `home` is set. */
  titles: Record<BuiltInEntry | 'HOME', string>
  /** Starts the built-ins with Home ('/'); off by default. */
  home?: boolean
}

/** The built-ins the theme switches on: the boolean keys its conf names in `menu`. */
export function themeMenuFlags(
  menu: Partial<Record<BuiltInEntry, string>>,
  themeConfig: Readonly<Record<string, unknown>>
): Record<BuiltInEntry, boolean> {
  const on = (entry: BuiltInEntry) => {
    const name = menu[entry]
    return name !== undefined && themeConfig[name] === true
  }
  return {
    CATEGORY: on('CATEGORY'),
    TAG: on('TAG'),
    ARCHIVE: on('ARCHIVE'),
    SEARCH: on('SEARCH'),
    RSS: on('RSS')
  }
}

const builtIn = (key: string, title: string, href: string): MenuItem => ({
  id: `menu-${key.toLowerCase()}`,
  name: title,
  title,
  href,
  // The feed opens in a new tab.
  target: key === 'RSS' ? '_blank' : '_self',
  icon: null,
  show: true,
  subMenus: []
})

/**
 * The menu: with CUSTOM_MENU and at least one Menu row, the Notion
 * menu replaces the built-ins wholesale; otherwise the enabled built-ins, extended by the
 * custom nav items (legacy Page rows when CUSTOM_MENU is off). RSS needs ENABLE_RSS too.
 */
export function menuModel(input: MenuModelInput): MenuItem[] {
  const visible = (items: readonly MenuItem[]): MenuItem[] =>
    items.filter((i) => i.show).map((i) => ({ ...i, subMenus: visible(i.subMenus) }))
  if (input.customMenu && input.nav.length) return visible(input.nav)
  const hrefs = hrefsNow()
  const entries = BUILT_IN_ENTRIES.filter(
    (entry) => input.flags[entry] === true && (entry !== 'RSS' || input.enableRss)
  ).map((entry) => builtIn(entry, input.titles[entry], hrefs[entry]))
  const home = input.home ? [builtIn('HOME', input.titles.HOME, HOME_PATH)] : []
  return [...home, ...entries, ...(input.customMenu ? [] : visible(input.nav))]
}
