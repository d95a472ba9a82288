import { useEffect } from 'react'
import { CONSTANTS } from '@/conf/constants'
import { scrollToAnchor } from '@/lib/body/anchor'

/**
 * A freshly loaded article with a #hash scrolls to it after ANCHOR_SCROLL_DELAY_MS: the browser's
 * own jump happens before lazy images and late blocks have taken their room.
 */
export function useAnchorScroll() {
  useEffect(() => {
    const hash = decodeURIComponent(window.location.hash.slice(1))
    if (!hash) return
    const timer = window.setTimeout(() => scrollToAnchor(hash), CONSTANTS.ANCHOR_SCROLL_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])
}
