import { useSyncExternalStore } from 'react'

const LAST_VISIT = 'gitbook_last_visit'
/** This tab's baseline, so reloads within one visit keep the same dots. */
const THIS_VISIT_BASE = 'gitbook_visit_base'

let previousVisit: number | null | undefined

/** Read once per page load; this visit is recorded as the last one at the same time. */
function readPreviousVisit(): number | null {
  if (previousVisit !== undefined) return previousVisit
  previousVisit = null
  try {
    const base =
      window.sessionStorage.getItem(THIS_VISIT_BASE) ??
      window.localStorage.getItem(LAST_VISIT) ??
      '0'
    window.sessionStorage.setItem(THIS_VISIT_BASE, base)
    window.localStorage.setItem(LAST_VISIT, String(Date.now()))
    if (Number(base) > 0) previousVisit = Number(base)
  } catch {
    // Storage blocked: no dots.
  }
  return previousVisit
}

const noSubscription = () => () => undefined
const none = () => null

/**
 * When the visitor's previous visit was (epoch ms): null on the server and while hydrating (so
 * both renders agree), on a first visit, with storage blocked, or while off.
 */
export const useLastVisit = (enabled: boolean): number | null =>
  useSyncExternalStore(noSubscription, enabled ? readPreviousVisit : none, none)
