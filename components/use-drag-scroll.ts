import { useEffect, type RefObject } from 'react'
import {
  addSample,
  clampScroll,
  coastStep,
  isAtRest,
  isDrag,
  releaseVelocity,
  type Sample
} from '@/components/drag-physics'

export const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * Lets a horizontally scrolling element be dragged with a mouse, pen or finger, coasting on
 * after release (not under reduced motion). A click that ends a drag is swallowed, so dragging
 * over a link never follows it. Sets `data-drag` once active and `data-moving` while it moves.
 */
export function useDragScroll(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = ref.current
    if (!el) return
    let pointer: number | null = null
    let startX = 0
    let startScroll = 0
    let position = 0
    let samples: Sample[] = []
    let dragged = false
    let frame = 0
    const max = () => el.scrollWidth - el.clientWidth
    const settle = () => {
      cancelAnimationFrame(frame)
      frame = 0
      delete el.dataset.moving
    }
    const coast = (initial: number) => {
      let velocity = initial
      let last = performance.now()
      const tick = (now: number) => {
        const step = coastStep(velocity, now - last)
        last = now
        velocity = step.velocity
        position = clampScroll(position, step.distance, max())
        el.scrollLeft = position
        const atEdge = position <= 0 || position >= max()
        frame = isAtRest(velocity) || atEdge ? 0 : requestAnimationFrame(tick)
        if (!frame) settle()
      }
      frame = requestAnimationFrame(tick)
    }
    const onDown = (e: PointerEvent) => {
      if (e.button !== 0 || !e.isPrimary) return
      settle()
      pointer = e.pointerId
      startX = e.clientX
      startScroll = el.scrollLeft
      dragged = false
      samples = [{ x: e.clientX, t: e.timeStamp }]
    }
    const onMove = (e: PointerEvent) => {
      if (e.pointerId !== pointer) return
      const moved = e.clientX - startX
      if (!dragged && !isDrag(moved)) return
      if (!dragged) {
        dragged = true
        el.dataset.moving = ''
        // Capture keeps the drag going when the pointer leaves the strip.
        if (el.isConnected) el.setPointerCapture(e.pointerId)
      }
      position = clampScroll(startScroll, -moved, max())
      el.scrollLeft = position
      samples = addSample(samples, { x: e.clientX, t: e.timeStamp })
    }
    const onUp = (e: PointerEvent) => {
      if (e.pointerId !== pointer) return
      pointer = null
      if (!dragged) return
      const velocity = -releaseVelocity(samples, e.timeStamp)
      if (e.type === 'pointercancel' || prefersReducedMotion() || isAtRest(velocity)) settle()
      else coast(velocity)
    }
    const onClick = (e: MouseEvent) => {
      if (!dragged) return
      dragged = false
      e.preventDefault()
      e.stopPropagation()
    }
    const noNativeDrag = (e: DragEvent) => e.preventDefault()
    const listeners = [
      ['pointerdown', onDown],
      ['pointermove', onMove],
      ['pointerup', onUp],
      ['pointercancel', onUp],
      ['dragstart', noNativeDrag],
      ['wheel', settle]
    ] as const
    for (const [type, fn] of listeners) el.addEventListener(type, fn as EventListener)
    el.addEventListener('click', onClick, true)
    el.dataset.drag = ''
    return () => {
      settle()
      for (const [type, fn] of listeners) el.removeEventListener(type, fn as EventListener)
      el.removeEventListener('click', onClick, true)
      delete el.dataset.drag
    }
  }, [ref])
}
