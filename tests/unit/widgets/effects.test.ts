import { describe, expect, it } from 'vitest'
import { cssColor, rgbTriples } from '@/lib/effects/colors'
import { falling } from '@/lib/effects/falling'
import { fireworks } from '@/lib/effects/fireworks'
import { bandY, flutteringRibbon } from '@/lib/effects/fluttering-ribbon'
import { mouseFollow, mouseFollowType } from '@/lib/effects/mouse-follow'
import { nest } from '@/lib/effects/nest'
import { ribbon, ribbonTriangles } from '@/lib/effects/ribbon'
import { starrySky } from '@/lib/effects/starry'
import { fakeContext, seeded } from '@/tests/unit/widgets/fake-canvas'

const run = (scene: { step: (dt: number) => void }, ms: number) => {
  for (let t = 0; t < ms; t += 16) scene.step(16)
}
const arcs = (calls: ReturnType<typeof fakeContext>['calls']) =>
  calls.filter((c) => c.name === 'arc')

describe('colour settings', () => {
  it('keep valid "r, g, b" triples and fall back when none is valid', () => {
    expect(rgbTriples(['255, 20, 97', '300,1,1', 'red', ' 1,2,3 '], ['9,9,9'])).toEqual([
      '255,20,97',
      '1,2,3'
    ])
    expect(rgbTriples(['url(x)'], ['9,9,9'])).toEqual(['9,9,9'])
  })

  it('let only hex and rgb() colours through', () => {
    expect(cssColor('#ef8013', '#000')).toBe('#ef8013')
    expect(cssColor('rgba(1, 2, 3, 0.5)', '#000')).toBe('rgba(1, 2, 3, 0.5)')
    expect(cssColor('red;background:url(javascript:x)', '#000')).toBe('#000')
  })
})

describe('fireworks', () => {
  it('rests until a click, bursts there in the configured colours, then fades out', () => {
    const scene = fireworks(['1,2,3'], seeded())
    expect(scene.busy()).toBe(false)
    scene.pointer?.(100, 100, 'move')
    expect(scene.busy()).toBe(false)
    scene.pointer?.(100, 100, 'down')
    expect(scene.busy()).toBe(true)
    run(scene, 200)
    const { ctx, calls } = fakeContext()
    scene.draw(ctx)
    const sparks = arcs(calls).filter((c) => c.fillStyle !== '#000')
    expect(sparks.length).toBeGreaterThan(10)
    expect(sparks.every((c) => String(c.fillStyle).startsWith('rgba(1,2,3,'))).toBe(true)
    const away = sparks.filter(
      (c) => Math.hypot(Number(c.args[0]) - 100, Number(c.args[1]) - 100) > 5
    )
    expect(away.length).toBeGreaterThan(sparks.length / 2)
    run(scene, 1200)
    expect(scene.busy()).toBe(false)
  })
})

describe('mouse follow', () => {
  it('draws styles 1 to 12; any other number is 11', () => {
    expect([1, 4, 5, 9, 12, 0, 13, 2.5, Number.NaN].map(mouseFollowType)).toEqual([
      1, 4, 5, 9, 12, 11, 11, 11, 11
    ])
  })

  const near = (call: { args: unknown[] }, x: number, y: number, within: number) =>
    Math.hypot(Number(call.args[0]) - x, Number(call.args[1]) - y) < within

  it('style 4 sends dots from the window edges towards the pointer', () => {
    const scene = mouseFollow(4, '#123456', seeded(4))
    scene.resize(800, 600)
    scene.pointer?.(400, 300, 'move')
    run(scene, 160)
    const early = fakeContext()
    scene.draw(early.ctx)
    const first = arcs(early.calls)
    expect(first.length).toBeGreaterThan(0)
    expect(first.every((d) => !near(d, 400, 300, 150))).toBe(true)
    expect(first[0]?.fillStyle).toBe('#123456')
    run(scene, 1200)
    const later = fakeContext()
    scene.draw(later.ctx)
    expect(arcs(later.calls).some((d) => near(d, 400, 300, 150))).toBe(true)
  })

  it('style 5 keeps a ring of eight dots round the pointer in the configured colour', () => {
    const scene = mouseFollow(5, '#abcdef', seeded())
    scene.pointer?.(100, 100, 'move')
    scene.pointer?.(200, 150, 'move')
    run(scene, 600)
    const { ctx, calls } = fakeContext()
    scene.draw(ctx)
    const dots = arcs(calls)
    expect(dots).toHaveLength(8)
    expect(dots.every((d) => near(d, 200, 150, 25) && d.fillStyle === '#abcdef')).toBe(true)
    scene.pointer?.(0, 0, 'leave')
    expect(scene.busy()).toBe(false)
  })

  it('style 6 draws the path behind the pointer and lets it fade', () => {
    const scene = mouseFollow(6, '#ef8013', seeded())
    for (let x = 0; x < 100; x += 10) scene.pointer?.(x, 50, 'move')
    const { ctx, calls } = fakeContext()
    scene.draw(ctx)
    expect(calls.filter((c) => c.name === 'lineTo')).toHaveLength(9)
    run(scene, 700)
    expect(scene.busy()).toBe(false)
  })

  it.each([7, 8, 9])(
    'style %i pulls the points within reach towards the pointer, then eases back',
    (type) => {
      const scene = mouseFollow(type, '#ef8013', seeded(2))
      scene.resize(480, 480)
      const at = () => {
        const { ctx, calls } = fakeContext()
        scene.draw(ctx)
        return calls
          .filter((c) => c.name === 'arc' || c.name === 'moveTo')
          .map((c) => Math.hypot(Number(c.args[0]) - 240, Number(c.args[1]) - 240))
      }
      const before = at()
      scene.pointer?.(240, 240, 'move')
      run(scene, 500)
      const during = at()
      const closer = during.filter((d, i) => d < (before[i] ?? 0) - 1).length
      expect(closer).toBeGreaterThan(0)
      expect(
        during.filter((d, i) => (before[i] ?? 0) > 200 && Math.abs(d - before[i]!) > 0.5)
      ).toEqual([])
      scene.pointer?.(0, 0, 'leave')
      run(scene, 2000)
      expect(scene.busy()).toBe(false)
      const after = at()
      expect(after.every((d, i) => Math.abs(d - (before[i] ?? 0)) < 0.5)).toBe(true)
    }
  )

  it('style 10 lets particles rise from the pointer; style 12 throws blue ones upwards', () => {
    for (const type of [10, 12]) {
      const scene = mouseFollow(type, '#ef8013', seeded(6))
      scene.pointer?.(300, 300, 'move')
      run(scene, 400)
      const { ctx, calls } = fakeContext()
      scene.draw(ctx)
      const dots = arcs(calls)
      expect(dots.length).toBeGreaterThan(3)
      expect(dots.filter((d) => Number(d.args[1]) < 290).length).toBeGreaterThan(dots.length / 2)
      if (type === 12)
        expect(
          dots.every((d) => /^#(60a5fa|3b82f6|93c5fd|2563eb)$/.test(String(d.fillStyle)))
        ).toBe(true)
      scene.pointer?.(0, 0, 'leave')
      run(scene, 2000)
      expect(scene.busy()).toBe(false)
    }
  })

  it.each([
    [2, 1],
    [3, -1]
  ])('style %i drifts dots vertically (%i down, -1 up) and fades them', (type, sign) => {
    const scene = mouseFollow(type, '#ef8013', seeded(3))
    scene.pointer?.(200, 200, 'move')
    run(scene, 300)
    const { ctx, calls } = fakeContext()
    scene.draw(ctx)
    const [dot] = arcs(calls)
    expect(Math.sign(Number(dot?.args[1]) - 200)).toBe(sign)
    expect(dot?.fillStyle).toBe('#ef8013')
    run(scene, 800)
    expect(scene.busy()).toBe(false)
  })

  it('style 11 circles the pointer in several colours and stops when it leaves', () => {
    const scene = mouseFollow(11, '#000', seeded(5))
    scene.pointer?.(300, 300, 'move')
    scene.pointer?.(320, 310, 'move')
    run(scene, 1000)
    const { ctx, calls } = fakeContext()
    scene.draw(ctx)
    const dots = arcs(calls)
    expect(dots.length).toBe(10)
    for (const d of dots)
      expect(Math.hypot(Number(d.args[0]) - 320, Number(d.args[1]) - 310)).toBeLessThan(40)
    expect(new Set(dots.map((d) => d.fillStyle)).size).toBeGreaterThan(3)
    scene.pointer?.(0, 0, 'leave')
    expect(scene.busy()).toBe(false)
  })
})

describe('falling petals and snow', () => {
  it('fill the viewport in proportion to its area, with a ceiling', () => {
    const small = falling('snow', seeded())
    small.resize(390, 800)
    const big = falling('snow', seeded())
    big.resize(3840, 2160)
    const count = (scene: typeof small) => {
      const { ctx, calls } = fakeContext()
      scene.draw(ctx)
      return arcs(calls).length
    }
    expect(count(small)).toBe(14)
    expect(count(big)).toBe(70)
  })

  it('come back at the top after leaving the bottom, so the sky never empties', () => {
    const scene = falling('sakura', seeded(7))
    scene.resize(800, 600)
    run(scene, 30_000)
    const { ctx, calls } = fakeContext()
    scene.draw(ctx)
    const placed = calls.filter((c) => c.name === 'translate')
    expect(placed.length).toBe(22)
    for (const p of placed) {
      expect(Number(p.args[1])).toBeGreaterThanOrEqual(-25)
      expect(Number(p.args[1])).toBeLessThanOrEqual(625)
    }
  })
})

describe('starry sky', () => {
  it('twinkles its stars and sends shooting stars now and then', () => {
    const scene = starrySky(seeded(11))
    scene.resize(1280, 900)
    run(scene, 8000)
    const { ctx, calls } = fakeContext()
    scene.draw(ctx)
    expect(arcs(calls).length).toBe(128)
    expect(calls.some((c) => c.name === 'lineTo')).toBe(true)
  })
})

describe('nest', () => {
  it('keeps its points inside the viewport and joins only close ones', () => {
    const scene = nest('0,0,0', seeded(13))
    scene.resize(400, 300)
    run(scene, 20_000)
    const { ctx, calls } = fakeContext()
    scene.draw(ctx)
    const points = calls.filter((c) => c.name === 'fillRect')
    for (const p of points) {
      expect(Number(p.args[0])).toBeGreaterThan(-20)
      expect(Number(p.args[0])).toBeLessThan(420)
    }
    const lines = calls.filter((c) => c.name === 'stroke').length
    expect(lines).toBeGreaterThan(0)
    expect(lines).toBeLessThan((points.length * (points.length - 1)) / 2)
  })
})

describe('ribbons', () => {
  it('a still ribbon spans the width, draws once and changes on a click', () => {
    const triangles = ribbonTriangles(1280, 900, seeded(17))
    expect(Math.max(...triangles.map((t) => t.points[4]))).toBeGreaterThanOrEqual(1280)
    const scene = ribbon(seeded(17))
    scene.resize(1280, 900)
    expect(scene.busy()).toBe(false)
    const before = fakeContext()
    scene.draw(before.ctx)
    scene.pointer?.(10, 10, 'down')
    const after = fakeContext()
    scene.draw(after.ctx)
    expect(after.calls.map((c) => c.args)).not.toEqual(before.calls.map((c) => c.args))
  })

  it('a fluttering ribbon keeps within its amplitude and moves with time', () => {
    const scene = flutteringRibbon(seeded(19))
    scene.resize(1000, 800)
    const first = fakeContext()
    scene.draw(first.ctx)
    run(scene, 500)
    const later = fakeContext()
    scene.draw(later.ctx)
    expect(later.calls.map((c) => c.args)).not.toEqual(first.calls.map((c) => c.args))
    const band = {
      base: 0.5,
      amplitude: 40,
      wavelength: 600,
      speed: 0,
      phase: 0,
      thickness: 10,
      hue: 0
    }
    for (let x = 0; x < 1000; x += 50)
      expect(Math.abs(bandY(band, x, 800) - 400)).toBeLessThanOrEqual(40)
  })
})
