/** What decides the colour mode of a page view. */
export interface DarkModeInputs {
  appearance: 'light' | 'dark' | 'auto'
  /** [from, until]: with `auto`, dark from the first hour until the second. */
  darkTime: readonly [number, number]
  /** localStorage darkMode, or null. */
  stored: string | null
  /** The `mode` query parameter, or null. */
  query: string | null
  hour: number
  prefersDark: boolean
  /** A theme that is always dark. */
  forceDark: boolean
}

/**
 * The one rule, in order: appearance, then a stored choice, then a forced theme, then the
 * query. Self-contained (no imports, no helpers): it is also serialised into the pre-paint script.
 */
export function resolveDarkMode(input: DarkModeInputs): boolean {
  let dark = false
  if (input.appearance === 'dark') dark = true
  if (input.appearance === 'auto') {
    dark = input.prefersDark || input.hour >= input.darkTime[0] || input.hour < input.darkTime[1]
  }
  if (input.stored) dark = input.stored === 'dark' || input.stored === 'true'
  if (input.forceDark) dark = true
  if (input.query) dark = input.query === 'dark'
  return dark
}
