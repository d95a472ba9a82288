import { useCallback, useEffect, useRef, useState } from 'react'
import { CONSTANTS } from '@/conf/constants'
import { log } from '@/lib/log'
import { withBasePath } from '@/lib/base-path'
import {
  appendPage,
  isNearBottom,
  nextPageToLoad,
  pageDataUrl,
  throttle,
  type ScrollPage
} from '@/components/post-list/scroll-list'

export interface ScrollListInput extends ScrollPage {
  page: number
  pageCount: number
  basePath: string
}

async function fetchPage(basePath: string, page: number): Promise<ScrollPage> {
  const buildId = window.__NEXT_DATA__?.buildId ?? 'development'
  const res = await fetch(withBasePath(pageDataUrl(buildId, basePath, page)))
  if (!res.ok) throw new Error(`HTTP ${res.status}`)
  const data = (await res.json()) as { pageProps?: Partial<ScrollPage> }
  return { posts: data.pageProps?.posts ?? [], previews: data.pageProps?.previews ?? {} }
}

/**
 * The scroll list's state: the posts of the pages loaded so far (page size × pages loaded),
 * more from the next list page's data on `loadMore` or near the bottom (throttled).
 */
export function useScrollList(input: ScrollListInput) {
  const [shown, setShown] = useState<ScrollPage>({ posts: input.posts, previews: input.previews })
  const [loaded, setLoaded] = useState(input.page)
  const [loading, setLoading] = useState(false)
  const busy = useRef(false)
  const next = nextPageToLoad(loaded, input.pageCount)
  const { basePath } = input

  const loadMore = useCallback(() => {
    if (busy.current || next === null) return
    busy.current = true
    setLoading(true)
    fetchPage(basePath, next)
      .then((page) => {
        setShown((current) => appendPage(current, page))
        setLoaded(next)
      })
      // A failed page stops nothing for good: 'More' stays and may be pressed again.
      .catch((e: unknown) => log.warn(`list page ${next} of ${basePath || '/'}: ${String(e)}`))
      .finally(() => {
        busy.current = false
        setLoading(false)
      })
  }, [basePath, next])

  useEffect(() => {
    if (next === null) return
    const onScroll = throttle(() => {
      const { scrollY, innerHeight } = window
      if (isNearBottom(scrollY, innerHeight, document.documentElement.scrollHeight)) loadMore()
    }, CONSTANTS.SCROLL_LIST_THROTTLE_MS)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      onScroll.cancel()
    }
  }, [loadMore, next])

  return { ...shown, loading, hasMore: next !== null, loadMore }
}
