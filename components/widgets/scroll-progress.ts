import { useEffect, useState } from 'react'

/** How far down the page is, 0–100: 100 at the bottom, and for a page that does not scroll. */
export function readPercent(scrollY: number, scrollHeight: number, viewport: number): number {
  const room = scrollHeight - viewport
  if (room <= 0) return 100
  return Math.min(100, Math.max(0, Math.round((scrollY / room) * 100)))
}

/** The percent read, updated at most once a frame while scrolling; 0 before hydration. */
export function useReadPercent(): number {
  const [percent, setPercent] = useState(0)
  useEffect(() => {
    let frame = 0
    const read = () => {
      frame = 0
      const root = document.documentElement
      setPercent(readPercent(window.scrollY, root.scrollHeight, window.innerHeight))
    }
    const onScroll = () => {
      frame ||= window.requestAnimationFrame(read)
    }
    read()
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [])
  return percent
}

/** 'auto' (a jump) for visitors who ask for reduced motion, else 'smooth'. */
export const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'
