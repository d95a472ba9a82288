import { DARK_MODE_STORAGE_KEY } from '@/lib/dark-mode/pre-paint-script'

/**
 * The colour mode lives in one place, the class on <html> set before first paint; every toggle
 * reads it from there and watches it, so several toggles on a page never disagree.
 */
export function isDarkNow(): boolean {
  return document.documentElement.classList.contains('dark')
}

export function setDarkMode(dark: boolean) {
  const root = document.documentElement
  root.classList.remove(dark ? 'light' : 'dark')
  root.classList.add(dark ? 'dark' : 'light')
  try {
    window.localStorage.setItem(DARK_MODE_STORAGE_KEY, String(dark))
  } catch {
    // Storage blocked: the mode still applies to this page view.
  }
}

export function subscribeDarkMode(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}
