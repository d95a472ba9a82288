import { useEffect, useState, type CSSProperties, type RefObject } from 'react'

const FADE = '2rem'

/** Which ends of a horizontal scroller hide content: the start, the end, both or neither. */
export interface EdgeFade {
  start: boolean
  end: boolean
}

/**
 * Fades the ends of a horizontal scroller that hide content, so an overflowing row does not look
 * cut off. Measured after mount and on scroll and resize: the server renders no fade.
 */
export function useEdgeFade(ref: RefObject<HTMLElement | null>): EdgeFade {
  const [fade, setFade] = useState<EdgeFade>({ start: false, end: false })
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const measure = () => {
      const start = el.scrollLeft > 1
      const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1
      setFade((f) => (f.start === start && f.end === end ? f : { start, end }))
    }
    measure()
    el.addEventListener('scroll', measure, { passive: true })
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => {
      el.removeEventListener('scroll', measure)
      observer.disconnect()
    }
  }, [ref])
  return fade
}

/** The mask drawing an EdgeFade; none when nothing is hidden. */
export function edgeFadeStyle({ start, end }: EdgeFade): CSSProperties {
  if (!start && !end) return {}
  const mask = `linear-gradient(to right, ${start ? 'transparent' : '#000'}, #000 ${FADE}, #000 calc(100% - ${FADE}), ${end ? 'transparent' : '#000'})`
  return { maskImage: mask, WebkitMaskImage: mask }
}
