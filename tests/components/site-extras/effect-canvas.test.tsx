// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EffectCanvas } from '@/components/effects/EffectCanvas'
import { fireworks } from '@/lib/effects/fireworks'
import type { Scene } from '@/lib/effects/scene'
import { act, mountWith } from '@/tests/components/site-extras/dom'
import { fakeContext } from '@/tests/unit/widgets/fake-canvas'

let frames: Map<number, FrameRequestCallback>
let nextId = 0
let now = 0

/** Runs the pending animation frames once, 16 ms apart. */
const runFrames = () =>
  act(() => {
    const due = [...frames.entries()]
    frames.clear()
    now += 16
    for (const [, callback] of due) callback(now)
  })

beforeEach(() => {
  frames = new Map()
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.set(++nextId, callback)
    return nextId
  })
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id))
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => fakeContext().ctx as never
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
  Object.defineProperty(document, 'hidden', { value: false, configurable: true })
})

const scene = () => fireworks(['1,2,3'])

describe('effect canvas', () => {
  it('is decoration only: hidden from assistive technology and from the pointer', () => {
    const { host } = mountWith(<EffectCanvas scene={scene} name="fireworks" />)
    const canvas = host.querySelector('canvas') as HTMLCanvasElement
    expect(canvas.getAttribute('aria-hidden')).toBe('true')
    expect(canvas.className).toContain('pointer-events-none')
    expect(canvas.className).toContain('fixed')
    expect(canvas.dataset.effect).toBe('fireworks')
  })

  it('sizes itself to the window and follows resizes', () => {
    window.devicePixelRatio = 2
    const { host } = mountWith(<EffectCanvas scene={scene} name="fireworks" />)
    const canvas = host.querySelector('canvas') as HTMLCanvasElement
    expect(canvas.width).toBe(window.innerWidth * 2)
    window.innerWidth = 500
    act(() => {
      window.dispatchEvent(new Event('resize'))
    })
    expect(canvas.width).toBe(1000)
  })

  it('animates only while the scene is busy and the tab visible, and stops for good on unmount', () => {
    const steps: number[] = []
    const busy = { value: true }
    const counting = (): Scene => ({
      resize: () => undefined,
      step: (dt) => steps.push(dt),
      draw: () => undefined,
      busy: () => busy.value,
      pointer: () => undefined
    })
    const { unmount } = mountWith(<EffectCanvas scene={counting} name="test" />)
    runFrames()
    runFrames()
    expect(steps.length).toBe(2)

    Object.defineProperty(document, 'hidden', { value: true, configurable: true })
    runFrames()
    expect(frames.size).toBe(0)
    act(() => {
      window.dispatchEvent(new PointerEvent('pointermove', { clientX: 1, clientY: 1 }))
    })
    expect(frames.size).toBe(0)

    Object.defineProperty(document, 'hidden', { value: false, configurable: true })
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    expect(frames.size).toBe(1)
    busy.value = false
    runFrames()
    expect(frames.size).toBe(0)
    act(() => {
      window.dispatchEvent(new PointerEvent('pointerdown', { clientX: 1, clientY: 1 }))
    })
    expect(frames.size).toBe(1)

    unmount()
    expect(frames.size).toBe(0)
    const before = steps.length
    act(() => {
      window.dispatchEvent(new PointerEvent('pointerdown', { clientX: 1, clientY: 1 }))
    })
    runFrames()
    expect(steps.length).toBe(before)
  })
})
