import { hostOf, safeUrl } from '@/lib/render/safe-url'

/**
 * Where a missing post is sent when a site moved: the old site's address plus the path, for a
 * two-segment post path (`/article/slug`) only. Null for anything else, for an address that is
 * not http(s), and for this very host (it would loop).
 */
export function postRedirectTarget(
  base: unknown,
  path: string,
  currentHost: string
): string | null {
  const url = safeUrl(base)
  if (!url || !/^https?:\/\//i.test(url)) return null
  const host = hostOf(url)
  if (!host || host === currentHost.toLowerCase()) return null
  const clean = path.split(/[?#]/)[0] ?? ''
  if (!/^\/[^/]+\/[^/]+\/?$/.test(clean)) return null
  return url.replace(/\/+$/, '') + clean
}
