/** Pure parts of the scroll list: which page comes next, where its data is. */
import type { PostSummary } from '@/lib/content/types'
import type { PreparedBlocks } from '@/lib/body/types'

export interface ScrollPage {
  posts: PostSummary[]
  previews?: Record<string, PreparedBlocks>
}

/** The list page to load after `loaded` (1-based), or null when the list is exhausted. */
export const nextPageToLoad = (loaded: number, pageCount: number): number | null =>
  loaded < pageCount ? loaded + 1 : null

/**
 * Next's data document of list page n under `basePath` ('' for the home list): what a client
 * navigation to `${basePath}/page/n` fetches. Both the server and the export serve it.
 */
export const pageDataUrl = (buildId: string, basePath: string, page: number): string =>
  `/_next/data/${encodeURIComponent(buildId)}${basePath}/page/${page}.json`

/** True when the bottom of the document is within `margin` px of the viewport's bottom. */
export const isNearBottom = (
  scrollY: number,
  viewportHeight: number,
  documentHeight: number,
  margin = 200
): boolean => scrollY + viewportHeight >= documentHeight - margin

/** Posts of the next page appended, any already shown left out (a list edited meanwhile). */
export function appendPage(shown: ScrollPage, next: ScrollPage): ScrollPage {
  const ids = new Set(shown.posts.map((p) => p.id))
  return {
    posts: [...shown.posts, ...next.posts.filter((p) => !ids.has(p.id))],
    previews: { ...shown.previews, ...next.previews }
  }
}

/**
 * `fn` at most once per `ms`: the first call runs at once, the last one of a burst runs when
 * the interval ends (so stopping at the bottom of the page still loads more).
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
  now = Date.now
) {
  let last = -Infinity
  let timer: ReturnType<typeof setTimeout> | null = null
  let pending: A | null = null
  const run = (args: A) => {
    last = now()
    fn(...args)
  }
  const throttled = (...args: A) => {
    const wait = last + ms - now()
    if (wait <= 0 && !timer) return run(args)
    pending = args
    timer ??= setTimeout(
      () => {
        timer = null
        if (pending) run(pending)
        pending = null
      },
      Math.max(0, wait)
    )
  }
  throttled.cancel = () => {
    if (timer) clearTimeout(timer)
    timer = null
    pending = null
  }
  return throttled
}
