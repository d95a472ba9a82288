import { useEffect, useState } from 'react'
import { whenIdle } from '@/lib/integrations/when-idle'

export interface IdleStart {
  /** The page has been idle once since it loaded. */
  ready: boolean
  /** The visitor asks for reduced motion (read when the page became idle). */
  reducedMotion: boolean
}

/** Waits for the page's first idle moment before extras load. */
export function useIdleStart(): IdleStart {
  const [state, setState] = useState<IdleStart>({ ready: false, reducedMotion: true })
  useEffect(
    () =>
      whenIdle(() =>
        setState({
          ready: true,
          reducedMotion: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
        })
      ),
    []
  )
  return state
}
