import type { PublicConfig } from '@/lib/config/types'
import type { AppearanceSettings } from '@/lib/dark-mode/pre-paint-script'

type AppearanceConfig = Pick<PublicConfig, 'APPEARANCE' | 'APPEARANCE_DARK_TIME'>

/** The settings the pre-paint script needs, from the page's public config (Notion may override). */
export function appearanceOf(config: AppearanceConfig, forceDark = false): AppearanceSettings {
  return { appearance: config.APPEARANCE, darkTime: config.APPEARANCE_DARK_TIME, forceDark }
}
