import { useEffect, useRef, useState } from 'react'
import { hasFinePointer, prefersReducedMotion } from '@/components/landing/media'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface CursorDotProps {
  className?: string
  classes?: ClassSlots<'dot'>
}

/**
 * A small dot that follows the mouse and swells over links and buttons. It exists only for a
 * hovering pointer (mouse or pen) and never for touch screens or visitors who ask for reduced
 * motion; the system cursor stays as it is.
 */
export function CursorDot(props: CursorDotProps) {
  const [on, setOn] = useState(false)
  useEffect(() => {
    // The pointer and motion preferences are known only in the browser.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (hasFinePointer() && !prefersReducedMotion()) setOn(true)
  }, [])
  return on ? <Dot {...props} /> : null
}

const INTERACTIVE = 'a[href], button, [role="button"], input, select, textarea, label, summary'

function Dot({ className, classes = {} }: CursorDotProps) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const dot = ref.current
    if (!dot) return
    let frame = 0
    const move = (e: PointerEvent) => {
      if (e.pointerType === 'touch') return
      const over = e.target instanceof Element && e.target.closest(INTERACTIVE)
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        dot.style.transform = `translate3d(${e.clientX}px, ${e.clientY}px, 0)`
        dot.dataset.state = over ? 'hover' : 'visible'
      })
    }
    const leave = () => {
      cancelAnimationFrame(frame)
      dot.dataset.state = 'hidden'
    }
    window.addEventListener('pointermove', move, { passive: true })
    document.documentElement.addEventListener('pointerleave', leave)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('pointermove', move)
      document.documentElement.removeEventListener('pointerleave', leave)
    }
  }, [])
  return (
    <div
      ref={ref}
      aria-hidden="true"
      data-cursor-dot=""
      data-state="hidden"
      className={cn(
        'group pointer-events-none fixed top-0 left-0 z-[110] opacity-0 mix-blend-difference transition-opacity data-[state=hover]:opacity-100 data-[state=visible]:opacity-100',
        className
      )}
    >
      <span
        data-part="dot"
        className={cn(
          'block h-3 w-3 -translate-x-1/2 -translate-y-1/2 rounded-full bg-white transition-transform duration-200 group-data-[state=hover]:scale-[3]',
          classes.dot
        )}
      />
    </div>
  )
}
