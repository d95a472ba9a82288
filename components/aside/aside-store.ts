/**
 * Whether the collapsible aside is collapsed lives in one place, an attribute on <html>, set
 * before first paint by the aside's inline script (lib/aside/pre-paint-script.ts: from
 * localStorage, else the default), so the page never shows the other state first. Toggles read
 * and watch it there.
 */
import { ASIDE_ATTRIBUTE } from '@/lib/aside/pre-paint-script'

export { ASIDE_ATTRIBUTE }

export type AsideState = 'collapsed' | 'open'

/** The inline script's rule, for a page where it has not run (the aside came with navigation). */
function applyStoredState(attribute: string, storageKey: string, fallback: string) {
  let stored: string | null = null
  try {
    stored = window.localStorage.getItem(storageKey)
  } catch {
    // Storage blocked: the default applies.
  }
  const state = stored === 'collapsed' || stored === 'open' ? stored : fallback
  document.documentElement.setAttribute(attribute, state)
}

/** The state on the page: the attribute, else what is stored, else the default. */
export function readAsideState(storageKey: string, fallback: AsideState): AsideState {
  const now = document.documentElement.getAttribute(ASIDE_ATTRIBUTE)
  if (now === 'collapsed' || now === 'open') return now
  applyStoredState(ASIDE_ATTRIBUTE, storageKey, fallback)
  return document.documentElement.getAttribute(ASIDE_ATTRIBUTE) as AsideState
}

/** Shows a state; `remember` keeps it for the next visits (an automatic collapse does not). */
export function setAsideState(state: AsideState, storageKey: string, remember = true) {
  document.documentElement.setAttribute(ASIDE_ATTRIBUTE, state)
  if (!remember) return
  try {
    window.localStorage.setItem(storageKey, state)
  } catch {
    // Storage blocked: the state still applies to this page view.
  }
}

export function subscribeAside(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: [ASIDE_ATTRIBUTE]
  })
  return () => observer.disconnect()
}
