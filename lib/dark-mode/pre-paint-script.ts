import { scriptSafeJson } from '@/lib/security/script-json'
import { resolveDarkMode, type DarkModeInputs } from '@/lib/dark-mode/resolve-dark-mode'

export const DARK_MODE_STORAGE_KEY = 'darkMode'

export type AppearanceSettings = Pick<DarkModeInputs, 'appearance' | 'darkTime' | 'forceDark'>

/** Runs in the browser before first paint. Self-contained: serialised with toString(). */
function applyInitialMode(
  settings: AppearanceSettings,
  resolve: typeof resolveDarkMode,
  storageKey: string
) {
  let stored: string | null = null
  try {
    stored = window.localStorage.getItem(storageKey)
  } catch {
    // Storage can be blocked (private mode, sandboxed frames); the setting still applies.
  }
  const dark = resolve({
    appearance: settings.appearance,
    darkTime: settings.darkTime,
    forceDark: settings.forceDark,
    stored,
    query: new URLSearchParams(window.location.search).get('mode'),
    hour: new Date().getHours(),
    prefersDark: window.matchMedia('(prefers-color-scheme: dark)').matches
  })
  const root = document.documentElement
  root.classList.remove(dark ? 'light' : 'dark')
  root.classList.add(dark ? 'dark' : 'light')
  if (stored) {
    try {
      window.localStorage.setItem(storageKey, String(dark))
    } catch {
      // See above.
    }
  }
}

/** The inline script for `_document`: the same rule the toggle and the tests use. */
export function prePaintScript(settings: AppearanceSettings): string {
  const args = [
    scriptSafeJson(settings),
    resolveDarkMode.toString(),
    scriptSafeJson(DARK_MODE_STORAGE_KEY)
  ]
  return `(${applyInitialMode.toString()})(${args.join(',')})`
}
