import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react'
import {
  readAsideState,
  setAsideState,
  subscribeAside,
  type AsideState
} from '@/components/aside/aside-store'
import { throttle } from '@/lib/throttle'

/**
 * The aside's state: the default while hydrating (as the server rendered it), then the page's.
 * With `collapseOnScroll`, a window narrower than `collapseBelow` or a scroll past `threshold`
 * collapses it for this view; back at the top of a wide enough window it reopens, unless the
 * visitor toggled it meanwhile.
 */
export function useAsideState(opts: {
  storageKey: string
  defaultState: AsideState
  collapseOnScroll?: boolean
  threshold?: number
  collapseBelow?: number
}) {
  const { storageKey, defaultState, collapseOnScroll, threshold = 200, collapseBelow = 0 } = opts
  const state = useSyncExternalStore(
    subscribeAside,
    () => readAsideState(storageKey, defaultState),
    () => defaultState
  )
  const auto = useRef(false)
  const toggle = useCallback(() => {
    auto.current = false
    setAsideState(
      readAsideState(storageKey, defaultState) === 'collapsed' ? 'open' : 'collapsed',
      storageKey
    )
  }, [storageKey, defaultState])

  useEffect(() => {
    if (!collapseOnScroll) return
    const onScroll = throttle(() => {
      const current = readAsideState(storageKey, defaultState)
      const narrow = window.innerWidth < collapseBelow
      if ((narrow || window.scrollY > threshold) && current === 'open') {
        auto.current = true
        setAsideState('collapsed', storageKey, false)
      } else if (!narrow && window.scrollY <= 5 && auto.current) {
        auto.current = false
        setAsideState('open', storageKey, false)
      }
    }, 100)
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll)
    onScroll()
    return () => {
      onScroll.cancel()
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
      // Leaving the post: what was collapsed for it opens again.
      if (auto.current) setAsideState('open', storageKey, false)
      auto.current = false
    }
  }, [collapseOnScroll, threshold, collapseBelow, storageKey, defaultState])

  return { collapsed: state === 'collapsed', toggle }
}
