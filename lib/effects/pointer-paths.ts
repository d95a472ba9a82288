import { frames, type Scene } from '@/lib/effects/scene'

const RING = 8
const PATH_LIFE = 600

/** Style 5: a ring of dots in the configured colour that follows the pointer, turning. */
export function trackingRing(color: string): Scene {
  let at: { x: number; y: number } | null = null
  const centre = { x: 0, y: 0 }
  let turn = 0
  return {
    resize: () => undefined,
    pointer(x, y, kind) {
      if (kind === 'leave') at = null
      else {
        if (!at) Object.assign(centre, { x, y })
        at = { x, y }
      }
    },
    step(dt) {
      if (!at) return
      const k = frames(dt)
      turn += 0.05 * k
      const ease = 1 - 0.8 ** k
      centre.x += (at.x - centre.x) * ease
      centre.y += (at.y - centre.y) * ease
    },
    draw(ctx) {
      if (!at) return
      ctx.fillStyle = color
      for (let i = 0; i < RING; i++) {
        const angle = turn + (i / RING) * Math.PI * 2
        ctx.beginPath()
        ctx.arc(
          centre.x + Math.cos(angle) * 18,
          centre.y + Math.sin(angle) * 18,
          2.2,
          0,
          Math.PI * 2
        )
        ctx.fill()
      }
    },
    busy: () => at !== null
  }
}

/** Style 6: a line along the pointer's path that fades behind it. */
export function pathLine(color: string): Scene {
  let points: { x: number; y: number; life: number }[] = []
  return {
    resize: () => undefined,
    pointer(x, y, kind) {
      if (kind === 'move') points.push({ x, y, life: PATH_LIFE })
      if (points.length > 80) points = points.slice(-80)
    },
    step(dt) {
      for (const p of points) p.life -= dt
      points = points.filter((p) => p.life > 0)
    },
    draw(ctx) {
      ctx.strokeStyle = color
      ctx.lineWidth = 2
      ctx.lineCap = 'round'
      for (let i = 1; i < points.length; i++) {
        const a = points[i - 1]!
        const b = points[i]!
        ctx.globalAlpha = b.life / PATH_LIFE
        ctx.beginPath()
        ctx.moveTo(a.x, a.y)
        ctx.lineTo(b.x, b.y)
        ctx.stroke()
      }
      ctx.globalAlpha = 1
    },
    busy: () => points.length > 0
  }
}
