/**
 * Which NotionPress setting a NotionNext name is: the same name, one of its aliases, or a
 * renamed key; for a theme's own file, that theme's keys first (NotionNext's plog read
 * NOBELIUM_* keys, which are plog's aliases here).
 */
import { schema } from '../../blog.config'
import type { KeyMap, KeySpec } from '../../lib/config/define'
import { THEME_CONFS } from '../../conf/themes/index'

export interface Setting {
  key: string
  spec: KeySpec<unknown>
}

/** NotionNext keys renamed here. */
const RENAMED: Readonly<Record<string, string>> = { SUB_PATH: 'BASE_PATH' }

const themeKeys = Object.fromEntries(
  Object.values(THEME_CONFS).map(({ id, keys }) => [id, keys as KeyMap])
) as Record<string, KeyMap>

function indexOf(maps: readonly KeyMap[]): Map<string, Setting> {
  const index = new Map<string, Setting>()
  // Own names first, so a name that is one key and another's alias means the key.
  for (const keys of maps)
    for (const [key, spec] of Object.entries(keys))
      if (!index.has(key)) index.set(key, { key, spec })
  for (const keys of maps)
    for (const [key, spec] of Object.entries(keys))
      for (const alias of spec.aliases ?? []) if (!index.has(alias)) index.set(alias, { key, spec })
  return index
}

const siteAndThemes = indexOf([schema as KeyMap, ...Object.values(themeKeys)])

/** The setting `name` sets, read from a theme's file when `theme` is given. */
export function settingNamed(name: string, theme?: string): Setting | null {
  const own = theme ? themeKeys[theme] : undefined
  if (own) {
    const found = indexOf([own]).get(name)
    if (found) return found
  }
  return siteAndThemes.get(RENAMED[name] ?? name) ?? null
}

/** Every setting by key (site and themes), for names found in .env files. */
export function settingOfKey(key: string): Setting | null {
  const found = siteAndThemes.get(key)
  return found && found.key === key ? found : null
}
