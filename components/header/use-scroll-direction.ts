import { useEffect, useState } from 'react'
import { INITIAL_SCROLL, nextScrollState, type ScrollState } from '@/components/header/scroll-state'

export interface ScrollDirectionOptions {
  /** Offset in px past which the page counts as scrolled. */
  threshold?: number
  /** Smallest move in px that changes the direction. */
  tolerance?: number
  /** Off: no listener at all (a static header). */
  enabled?: boolean
}

/** The page's scroll offset, last direction and whether it is past `threshold`, once a frame. */
export function useScrollDirection(options: ScrollDirectionOptions = {}): ScrollState {
  const { threshold = 64, tolerance = 6, enabled = true } = options
  const [state, setState] = useState<ScrollState>(INITIAL_SCROLL)
  useEffect(() => {
    if (!enabled) return
    let frame = 0
    const read = () => {
      frame = 0
      setState((prev) => nextScrollState(prev, window.scrollY, { threshold, tolerance }))
    }
    const onScroll = () => {
      frame ||= window.requestAnimationFrame(read)
    }
    read()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [enabled, threshold, tolerance])
  return state
}
