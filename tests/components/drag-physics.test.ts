import { describe, expect, it } from 'vitest'
import { keyTarget } from '@/components/carousel-keys'
import {
  addSample,
  clampScroll,
  coastDistance,
  coastStep,
  isAtRest,
  isDrag,
  MAX_VELOCITY,
  releaseVelocity,
  SAMPLE_WINDOW_MS
} from '@/components/drag-physics'

describe('drag physics', () => {
  it('keeps only the samples of the last window', () => {
    let samples = addSample([], { x: 0, t: 0 })
    samples = addSample(samples, { x: 10, t: 50 })
    samples = addSample(samples, { x: 30, t: SAMPLE_WINDOW_MS + 20 })
    expect(samples.map((s) => s.t)).toEqual([50, SAMPLE_WINDOW_MS + 20])
  })

  it('measures the release speed over the recent samples, signed by direction', () => {
    const samples = [
      { x: 300, t: 0 },
      { x: 250, t: 20 },
      { x: 200, t: 40 }
    ]
    expect(releaseVelocity(samples, 45)).toBeCloseTo(-2.5)
  })

  it('throws nothing when the pointer rested before letting go or never moved in time', () => {
    expect(releaseVelocity([{ x: 0, t: 0 }], 10)).toBe(0)
    expect(releaseVelocity([], 10)).toBe(0)
    const samples = [
      { x: 0, t: 0 },
      { x: 50, t: 20 }
    ]
    expect(releaseVelocity(samples, 500)).toBe(0)
  })

  it('caps a wild flick', () => {
    const samples = [
      { x: 0, t: 0 },
      { x: 900, t: 1 }
    ]
    expect(releaseVelocity(samples, 2)).toBe(MAX_VELOCITY)
  })

  it('decays the speed at the same rate whatever the frame rate', () => {
    const at60 = coastStep(coastStep(2, 1000 / 60).velocity, 1000 / 60)
    const at30 = coastStep(2, 2000 / 60)
    expect(at30.velocity).toBeCloseTo(at60.velocity)
    expect(coastStep(2, 10).distance).toBe(20)
    expect(coastStep(-2, 16).velocity).toBeLessThan(0)
  })

  it('coasts a finite distance in the direction of the throw, further when faster', () => {
    const slow = coastDistance(1)
    const fast = coastDistance(3)
    expect(slow).toBeGreaterThan(0)
    expect(fast).toBeGreaterThan(slow)
    expect(coastDistance(-1)).toBeCloseTo(-slow)
    expect(Number.isFinite(fast)).toBe(true)
    expect(isAtRest(0.001)).toBe(true)
  })

  it('tells a drag from a click by distance, and keeps the scroll within its bounds', () => {
    expect(isDrag(3)).toBe(false)
    expect(isDrag(-20)).toBe(true)
    expect(clampScroll(100, -300, 500)).toBe(0)
    expect(clampScroll(400, 300, 500)).toBe(500)
    expect(clampScroll(100, 50, 500)).toBe(150)
  })
})

describe('carousel keys', () => {
  const offsets = [0, 400, 800, 1200]

  it('moves a card forward or back with the arrows and Page keys', () => {
    expect(keyTarget('ArrowRight', offsets, 0, 1000)).toBe(400)
    expect(keyTarget('PageDown', offsets, 400, 1000)).toBe(800)
    expect(keyTarget('ArrowLeft', offsets, 800, 1000)).toBe(400)
    expect(keyTarget('PageUp', offsets, 500, 1000)).toBe(400)
  })

  it('stops at the ends and jumps there with Home and End', () => {
    expect(keyTarget('ArrowRight', offsets, 1000, 1000)).toBe(1000)
    expect(keyTarget('ArrowLeft', offsets, 0, 1000)).toBe(0)
    expect(keyTarget('Home', offsets, 700, 1000)).toBe(0)
    expect(keyTarget('End', offsets, 0, 1000)).toBe(1000)
  })

  it('leaves other keys alone', () => {
    expect(keyTarget('Enter', offsets, 0, 1000)).toBeNull()
    expect(keyTarget('ArrowDown', offsets, 0, 1000)).toBeNull()
  })
})
