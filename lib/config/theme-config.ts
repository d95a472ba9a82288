import type { KeyMap } from '@/lib/config/define'
import { resolveKeys, type ConfigSources } from '@/lib/config/resolve-keys'

/** A theme's settings as the browser sees them. */
export type ThemeConfig = Readonly<Record<string, unknown>>

/** Resolve a theme's own keys with the same sources and rules as the site's. */
export function resolveThemeConfig(
  themeId: string,
  keys: KeyMap | undefined,
  sources: ConfigSources
): ThemeConfig {
  if (!keys) return {}
  const file = `themes/${themeId}/config.ts`
  // A theme's settings are its look: the Notion table may set them unless a key says otherwise.
  return Object.freeze(
    resolveKeys(keys, sources, () => file, { byDefault: true, scriptsAllowed: false }).values
  )
}
