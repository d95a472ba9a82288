import { useEffect, type RefObject } from 'react'
import type { PointerKind, Scene } from '@/lib/effects/scene'

/** Sharp on high-density screens without drawing four times the pixels of a 2x one. */
const MAX_DPR = 2
/** A frame after a long pause (a background tab) steps this much at most. */
const MAX_STEP_MS = 50

/**
 * Runs `scene` on the canvas: sized to the viewport, stepped each animation frame while it is
 * busy and the tab is visible, woken by the pointer, and torn down with the component.
 */
export function useCanvasLoop(ref: RefObject<HTMLCanvasElement | null>, make: () => Scene) {
  useEffect(() => {
    const canvas = ref.current
    const ctx = canvas?.getContext('2d')
    if (!canvas || !ctx) return
    const scene = make()
    let frame = 0
    let last = 0
    let width = 0
    let height = 0
    const paint = () => {
      ctx.clearRect(0, 0, width, height)
      scene.draw(ctx)
    }
    const tick = (now: number) => {
      frame = 0
      scene.step(last ? Math.min(now - last, MAX_STEP_MS) : 16)
      last = now
      paint()
      if (!document.hidden && scene.busy()) frame = requestAnimationFrame(tick)
      else last = 0
    }
    const start = () => {
      if (!frame && !document.hidden) frame = requestAnimationFrame(tick)
    }
    const fit = () => {
      const dpr = Math.min(window.devicePixelRatio || 1, MAX_DPR)
      width = window.innerWidth
      height = window.innerHeight
      canvas.width = Math.round(width * dpr)
      canvas.height = Math.round(height * dpr)
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0)
      scene.resize(width, height)
      paint()
      start()
    }
    const onPointer = (kind: PointerKind) => (event: PointerEvent) => {
      scene.pointer?.(event.clientX, event.clientY, kind)
      start()
    }
    const listeners: [EventTarget, string, EventListener][] = [
      [window, 'resize', fit],
      [document, 'visibilitychange', start],
      [window, 'pointermove', onPointer('move') as EventListener],
      [window, 'pointerdown', onPointer('down') as EventListener],
      [document.documentElement, 'pointerleave', onPointer('leave') as EventListener]
    ]
    for (const [target, type, listener] of listeners)
      target.addEventListener(type, listener, { passive: true })
    fit()
    return () => {
      if (frame) cancelAnimationFrame(frame)
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener)
    }
  }, [ref, make])
}
