import {
  ARCHIVE_PATH,
  CATEGORY_INDEX_PATH,
  SEARCH_PATH,
  TAG_INDEX_PATH
} from '@/lib/routing/routes'
import { safeUrl } from '@/lib/body/safe-url'

/** First segments of this site's own list pages: never a post moved from an old site. */
const LIST_SEGMENTS = new Set(
  [ARCHIVE_PATH, CATEGORY_INDEX_PATH, TAG_INDEX_PATH, SEARCH_PATH, '/page'].map((p) => p.slice(1))
)

/**
 * Where a post URL that is not on this site goes when the site moved from `base`: `base` + the
 * path (and query) for a two-segment path (`/article/slug`), else null. `base` must be an
 * http(s) address on another host than `host` (this site's, else the redirect would loop).
 */
export function missingPostTarget(path: string, base: unknown, host = ''): string | null {
  const root = safeUrl(base)
  if (!root || !/^https?:\/\//i.test(root)) return null
  if (host && new URL(root).host.toLowerCase() === host.toLowerCase()) return null
  const cut = path.search(/[?#]/)
  const pathname = cut < 0 ? path : path.slice(0, cut)
  const query = cut < 0 ? '' : path.slice(cut)
  const segments = pathname.split('/').filter(Boolean)
  if (segments.length !== 2 || LIST_SEGMENTS.has(segments[0] ?? '')) return null
  return `${root.replace(/\/+$/, '')}/${segments.join('/')}${query}`
}
