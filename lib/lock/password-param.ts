import Router from 'next/router'

/**
 * `?password=` from the address bar (links shared with readers), removed at once: the address
 * bar, history and later Referer headers keep only the post's URL. Browser only.
 */
export function takePasswordParam(): string | null {
  const url = new URL(window.location.href)
  const password = url.searchParams.get('password')
  if (password === null) return null
  url.searchParams.delete('password')
  // Shallow: the same page, no new props fetched.
  void Router.replace(`${url.pathname}${url.search}${url.hash}`, undefined, {
    shallow: true,
    scroll: false
  })
  return password
}
