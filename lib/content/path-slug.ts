import { isExternal } from '@/lib/content/post-href'

export interface SlugCheck {
  /** The slug to place in the post's path; '' when refused (the post falls back to its id). */
  slug: string
  /** What was wrong, for the owner; null when the slug is used as written. */
  problem: string | null
}

const CONTROL = /\p{Cc}/u
/** `%2f` `%5c` `%3f` `%23` `%25` and escaped control characters: a path in disguise. */
const ESCAPED_DELIMITER = /%(2f|5c|3f|23|25|[01][0-9a-f]|7f)/i

/** A Notion slug checked by checkPath; a link (`https://…`) is not a path and stays as is. */
export function checkPathSlug(raw: string): SlugCheck {
  const text = raw.trim()
  return isExternal(text) ? { slug: text, problem: null } : checkPath(text)
}

/**
 * Notion text checked before it becomes part of a path of the site: dot segments (`..`, `.`,
 * also percent-encoded), backslashes, `?`, `#`, control characters, escaped delimiters and
 * stray `%` are refused; empty segments (`a//b`) are dropped. One leading or trailing slash is
 * fine, and any other character (CJK, accents, emoji) is kept.
 */
export function checkPath(raw: string): SlugCheck {
  const text = raw.trim()
  if (!text) return { slug: '', problem: null }
  const refused = refusalOf(text)
  if (refused) return { slug: '', problem: refused }
  const segments = text.replace(/^\/|\/$/g, '').split('/')
  if (segments.every((s) => s.trim())) return { slug: text, problem: null }
  const kept = segments.filter((s) => s.trim()).join('/')
  return { slug: kept, problem: 'has empty path segments (// or a blank one)' }
}

function refusalOf(text: string): string | null {
  if (CONTROL.test(text)) return 'has a control character'
  if (/[\\?#]/.test(text)) return 'has a backslash, ? or #, which a path cannot hold'
  let decoded: string
  try {
    decoded = decodeURIComponent(text)
  } catch {
    return 'has a % that is not an escape'
  }
  if (ESCAPED_DELIMITER.test(text) || CONTROL.test(decoded))
    return 'has an escaped /, \\, ?, #, % or control character'
  if (decoded.split('/').some((s) => s.trim() === '.' || s.trim() === '..'))
    return 'has a . or .. segment'
  return null
}
