import { useRouter } from 'next/router'
import { useEffect } from 'react'
import { CONSTANTS } from '@/conf/constants'
import { withParams } from '@/lib/routing/carried-query'
import { COMMENT_ANCHOR } from '@/components/comments/comment-systems'

/**
 * `?target=comment` (or giscus's `?giscus=` after signing in) scrolls smoothly to the comments
 * after COMMENT_SCROLL_DELAY_MS, then leaves the address without the parameter.
 */
export function useCommentTarget() {
  const router = useRouter()
  const { isReady, asPath, query } = router
  const wanted = query.target === 'comment' || query.giscus !== undefined
  useEffect(() => {
    if (!isReady || !wanted) return
    const scroll = () =>
      document
        .getElementById(COMMENT_ANCHOR)
        ?.scrollIntoView({ behavior: 'smooth', block: 'start' })
    const timer = window.setTimeout(() => {
      const params = { giscus: null, ...(query.target === 'comment' ? { target: null } : {}) }
      const next = withParams(asPath, params)
      // Scroll once the address has changed: a route change in flight can cancel a smooth scroll.
      if (next)
        router.replace(next, undefined, { shallow: true, scroll: false }).then(scroll, scroll)
      else scroll()
    }, CONSTANTS.COMMENT_SCROLL_DELAY_MS)
    return () => window.clearTimeout(timer)
    // Runs once per address; the router object and query follow asPath.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isReady, wanted, asPath])
}
