/**
 * The recently played games, kept in the browser as `recent_games`: post ids only, newest first,
 * at most RECENT_LIMIT. Whatever the storage holds (corrupt JSON, other types, no storage at all)
 * reads as a list of ids or an empty list.
 */
export const RECENT_KEY = 'recent_games'
export const RECENT_LIMIT = 14

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export function readRecent(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(RECENT_KEY) ?? '[]')
    if (!Array.isArray(parsed)) return []
    const ids = parsed.filter((id): id is string => typeof id === 'string' && id.length > 0)
    return [...new Set(ids)].slice(0, RECENT_LIMIT)
  } catch {
    return []
  }
}

function write(ids: string[]): string[] {
  try {
    storage()?.setItem(RECENT_KEY, JSON.stringify(ids))
  } catch {
    // Full or refused storage: the list simply is not remembered.
  }
  for (const listener of listeners) listener()
  return ids
}

/** Puts a game at the head of the list. */
export const addRecent = (id: string) =>
  write([id, ...readRecent().filter((other) => other !== id)].slice(0, RECENT_LIMIT))

export const removeRecent = (id: string) => write(readRecent().filter((other) => other !== id))

const listeners = new Set<() => void>()
let cached: { raw: string | null; ids: string[] } | null = null
const NONE: string[] = []

/** For useSyncExternalStore: told when this tab or another changes the list. */
export function subscribeRecent(onChange: () => void) {
  listeners.add(onChange)
  window.addEventListener('storage', onChange)
  return () => {
    listeners.delete(onChange)
    window.removeEventListener('storage', onChange)
  }
}

/** The list, the same array for as long as the stored value is unchanged. */
export function recentSnapshot(): string[] {
  let raw: string | null = null
  try {
    raw = storage()?.getItem(RECENT_KEY) ?? null
  } catch {
    return NONE
  }
  if (cached?.raw !== raw) cached = { raw, ids: readRecent() }
  return cached.ids
}

/** The server's view, and the first render's: nothing played yet. */
export const noRecent = () => NONE
