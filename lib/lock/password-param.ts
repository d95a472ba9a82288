import Router from 'next/router'

const KEY = 'password'

function decoded(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    // A malformed escape is kept as written.
    return value
  }
}

/**
 * The password a shared link carries (null for an empty one), and the link without it: path,
 * query and fragment. Null when the link carries none. The fragment form, `#password=…`, is the
 * one to share: browsers never send a fragment to a server, so it reaches no access log nor
 * Referer header. `?password=` (older links) is still read; both are removed, and the fragment
 * wins when a link has both. In the fragment, `+` stays a plus.
 */
export function passwordOfUrl(href: string): { password: string | null; rest: string } | null {
  const url = new URL(href, 'http://localhost')
  const parts = url.hash.replace(/^#/, '').split('&')
  const inHash = parts.find((p) => p.startsWith(`${KEY}=`))
  const inQuery = url.searchParams.get(KEY)
  if (inHash === undefined && inQuery === null) return null
  if (inHash !== undefined) url.hash = parts.filter((p) => p !== inHash).join('&')
  if (inQuery !== null) url.searchParams.delete(KEY)
  const raw = inHash !== undefined ? decoded(inHash.slice(KEY.length + 1)) : inQuery
  return { password: raw || null, rest: `${url.pathname}${url.search}${url.hash}` }
}

/**
 * The password of the address bar's link (see passwordOfUrl), removed at once so the address
 * bar, history and later Referer headers keep only the post's URL. Browser only.
 */
export function takePasswordParam(): string | null {
  const found = passwordOfUrl(window.location.href)
  if (!found) return null
  // Shallow: the same page, no new props fetched.
  void Router.replace(found.rest, undefined, { shallow: true, scroll: false })
  return found.password
}
