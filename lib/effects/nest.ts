import { between, densityCount, frames, type Random, type Scene } from '@/lib/effects/scene'

interface Point {
  x: number
  y: number
  vx: number
  vy: number
}

const AREA_PER_POINT = 14_000
const MAX_POINTS = 99
/** Squared distance under which two points are joined. */
const REACH = 7_000
/** The pointer reaches further and pulls close points towards it. */
const POINTER_REACH = 20_000

/** Drifting points joined by lines that fade with distance; the pointer gathers them. */
export function nest(color: string, random: Random = Math.random): Scene {
  let points: Point[] = []
  let width = 0
  let height = 0
  let pointer: { x: number; y: number } | null = null
  return {
    resize(w, h) {
      width = w
      height = h
      const count = densityCount(w, h, AREA_PER_POINT, MAX_POINTS)
      points = Array.from({ length: count }, () => ({
        x: between(random, 0, w),
        y: between(random, 0, h),
        vx: between(random, -1, 1),
        vy: between(random, -1, 1)
      }))
    },
    pointer(x, y, kind) {
      pointer = kind === 'leave' ? null : { x, y }
    },
    step(dt) {
      const k = frames(dt)
      for (const p of points) {
        p.x += p.vx * k
        p.y += p.vy * k
        if (p.x < 0 || p.x > width) p.vx = -p.vx
        if (p.y < 0 || p.y > height) p.vy = -p.vy
        if (!pointer) continue
        const dx = pointer.x - p.x
        const dy = pointer.y - p.y
        const d2 = dx * dx + dy * dy
        if (d2 < POINTER_REACH && d2 > POINTER_REACH / 2) {
          p.x += dx * 0.03 * k
          p.y += dy * 0.03 * k
        }
      }
    },
    draw(ctx) {
      const all = pointer ? [...points, { ...pointer, vx: 0, vy: 0 }] : points
      ctx.lineWidth = 0.6
      for (let i = 0; i < all.length; i++) {
        const a = all[i] as Point
        ctx.fillStyle = `rgba(${color},0.6)`
        ctx.fillRect(a.x - 0.5, a.y - 0.5, 1.5, 1.5)
        for (let j = i + 1; j < all.length; j++) {
          const b = all[j] as Point
          const d2 = (a.x - b.x) ** 2 + (a.y - b.y) ** 2
          const reach = j === points.length ? POINTER_REACH : REACH
          if (d2 >= reach) continue
          ctx.strokeStyle = `rgba(${color},${((1 - d2 / reach) * 0.5).toFixed(3)})`
          ctx.beginPath()
          ctx.moveTo(a.x, a.y)
          ctx.lineTo(b.x, b.y)
          ctx.stroke()
        }
      }
    },
    busy: () => points.length > 0
  }
}
