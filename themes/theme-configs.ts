/**
 * Each theme's settings, readable by data code without loading any layout. A theme not built
 * yet has none.
 */
import type { KeyMap } from '../lib/config/define'
import type { ThemeDataKind } from '../lib/content/theme-data'
import { exampleConfig } from './example/config'
import { gitbookConfig } from './gitbook/config'
import { nobeliumConfig } from './nobelium/config'
import { plogConfig } from './plog/config'
import type { ThemeId } from './theme-ids'

/** Extra data a theme needs beyond SiteProps (gitbook's tree of all posts, say). */
export const THEME_DATA_NEEDS: Partial<Record<ThemeId, readonly ThemeDataKind[]>> = {
  gitbook: ['allPosts', 'indexPost'],
  // The nav's random-post button.
  nobelium: ['allPosts']
}

export const THEME_CONFIGS: Partial<Record<ThemeId, KeyMap>> = {
  example: exampleConfig,
  gitbook: gitbookConfig,
  nobelium: nobeliumConfig,
  plog: plogConfig
}

const themeKeyNames = new Set(
  Object.values(THEME_CONFIGS).flatMap((keys) =>
    Object.entries(keys).flatMap(([name, spec]) => [name, ...(spec.aliases ?? [])])
  )
)

/** Whether a Notion Config row names a theme's setting (so it is not reported as unknown). */
export const isThemeSetting = (name: string) => themeKeyNames.has(name)
