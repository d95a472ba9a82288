import type { KeyMap, KeySpec } from '@/conf/key'
import type { ThemeId } from '@/conf/themes/ids'

/** Extra data a theme may ask lib to produce at build time, beyond the site's props. */
export const THEME_DATA_KINDS = [
  'allPosts',
  'postsByCategory',
  'archiveMonths',
  'indexPost',
  'games',
  'categoryCards',
  'links'
] as const
export type ThemeDataKind = (typeof THEME_DATA_KINDS)[number]

/** The built-in menu entries a theme may switch on with one of its boolean keys. */
export type MenuEntry = 'CATEGORY' | 'TAG' | 'ARCHIVE' | 'SEARCH' | 'RSS'

/** The names of a key map's boolean keys. */
export type BooleanKeyOf<K extends KeyMap> = {
  [P in keyof K]: K[P] extends KeySpec<boolean> ? P : never
}[keyof K] &
  string

/**
 * What data code may know of a theme without loading its markup: its settings (every name
 * prefixed with the theme's id), which of them switch the menu's built-in entries, and the extra
 * data its layouts read.
 */
export interface ThemeConf<K extends KeyMap = KeyMap> {
  id: ThemeId
  keys: K
  menu: Partial<Record<MenuEntry, string>>
  data: readonly ThemeDataKind[]
}

/** Checks that each menu flag names one of the theme's own boolean keys. */
export const defineThemeConf = <const K extends KeyMap>(
  conf: ThemeConf<K> & { menu: Partial<Record<MenuEntry, BooleanKeyOf<K>>> }
): ThemeConf<K> => conf
