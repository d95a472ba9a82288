import { between, densityCount, frames, type Random, type Scene } from '@/lib/effects/scene'

export type FallingKind = 'sakura' | 'snow'

interface Flake {
  x: number
  y: number
  size: number
  fall: number
  sway: number
  phase: number
  turn: number
  spin: number
}

/** One flake per this many square pixels of viewport, at most MAX. */
const AREA_PER_FLAKE = 22_000
const MAX = 70

/** Petals or snowflakes drifting down and swaying; one leaving the bottom comes back at the top. */
export function falling(kind: FallingKind, random: Random = Math.random): Scene {
  let flakes: Flake[] = []
  let width = 0
  let height = 0
  const make = (y: number): Flake => ({
    x: between(random, 0, width),
    y,
    size: kind === 'sakura' ? between(random, 6, 12) : between(random, 1.5, 4),
    fall: between(random, 0.5, 1.4),
    sway: between(random, 0.2, 0.8),
    phase: between(random, 0, Math.PI * 2),
    turn: between(random, 0, Math.PI * 2),
    spin: between(random, -0.03, 0.03)
  })
  return {
    resize(w, h) {
      width = w
      height = h
      const count = densityCount(w, h, AREA_PER_FLAKE, MAX)
      flakes = flakes.slice(0, count)
      while (flakes.length < count) flakes.push(make(between(random, 0, h)))
    },
    step(dt) {
      const k = frames(dt)
      for (const f of flakes) {
        f.phase += 0.02 * k
        f.turn += f.spin * k
        f.y += f.fall * k
        f.x += Math.sin(f.phase) * f.sway * k
        if (f.y > height + 20 || f.x < -20 || f.x > width + 20) Object.assign(f, make(-20))
      }
    },
    draw(ctx) {
      for (const f of flakes) (kind === 'sakura' ? petal : snowflake)(ctx, f)
    },
    busy: () => flakes.length > 0
  }
}

function petal(ctx: CanvasRenderingContext2D, f: Flake) {
  ctx.save()
  ctx.translate(f.x, f.y)
  ctx.rotate(f.turn)
  ctx.fillStyle = 'rgba(255,183,197,0.9)'
  ctx.strokeStyle = 'rgba(232,122,150,0.7)'
  ctx.beginPath()
  ctx.moveTo(0, 0)
  ctx.bezierCurveTo(f.size * 0.6, -f.size * 0.5, f.size, f.size * 0.1, f.size * 0.9, f.size)
  ctx.bezierCurveTo(f.size * 0.4, f.size * 0.8, -f.size * 0.2, f.size * 0.5, 0, 0)
  ctx.fill()
  ctx.stroke()
  ctx.restore()
}

function snowflake(ctx: CanvasRenderingContext2D, f: Flake) {
  ctx.fillStyle = 'rgba(255,255,255,0.95)'
  ctx.strokeStyle = 'rgba(130,160,200,0.6)'
  ctx.beginPath()
  ctx.arc(f.x, f.y, f.size, 0, Math.PI * 2)
  ctx.fill()
  ctx.stroke()
}
