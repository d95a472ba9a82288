/** The session-storage key that says the welcome cover was dismissed in this tab. */
export const WELCOME_COVER_KEY = 'notionpress:welcome-seen'

/** Whether the cover was dismissed in this session (storage refused: treated as seen). */
export function welcomeSeen(key = WELCOME_COVER_KEY): boolean {
  try {
    return window.sessionStorage.getItem(key) === '1'
  } catch {
    return true
  }
}

/** Remembers the dismissal until the tab is closed. */
export function rememberWelcome(key = WELCOME_COVER_KEY): void {
  try {
    window.sessionStorage.setItem(key, '1')
  } catch {
    // Storage is off: the cover simply shows again next time.
  }
}
