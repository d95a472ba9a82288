import { between, frames, type Random, type Scene } from '@/lib/effects/scene'

interface Particle {
  x: number
  y: number
  vx: number
  vy: number
  life: number
  max: number
  radius: number
  color: string
}

/**
 * A particle system fed by the pointer: `spawn` adds particles each frame while the pointer is on
 * the page, `move` changes one particle per frame; particles fade as their life runs out.
 */
function emitter(opts: {
  spawn: (at: { x: number; y: number }, size: { w: number; h: number }) => Particle[]
  move?: (p: Particle, at: { x: number; y: number }, k: number) => void
  max?: number
}): Scene {
  let particles: Particle[] = []
  let at: { x: number; y: number } | null = null
  const size = { w: 0, h: 0 }
  const limit = opts.max ?? 160
  return {
    resize(w, h) {
      size.w = w
      size.h = h
    },
    pointer(x, y, kind) {
      at = kind === 'leave' ? null : { x, y }
    },
    step(dt) {
      const k = frames(dt)
      if (at) particles.push(...opts.spawn(at, size))
      if (particles.length > limit) particles = particles.slice(-limit)
      for (const p of particles) {
        if (at && opts.move) opts.move(p, at, k)
        p.x += p.vx * k
        p.y += p.vy * k
        p.life -= dt
      }
      particles = particles.filter((p) => p.life > 0)
    },
    draw(ctx) {
      for (const p of particles) {
        ctx.globalAlpha = Math.max(0, p.life / p.max)
        ctx.fillStyle = p.color
        ctx.beginPath()
        ctx.arc(p.x, p.y, p.radius * (0.4 + (0.6 * p.life) / p.max), 0, Math.PI * 2)
        ctx.fill()
      }
      ctx.globalAlpha = 1
    },
    busy: () => at !== null || particles.length > 0
  }
}

/** Style 4: dots set off from the edges of the window towards the pointer. */
export function fromEdges(color: string, random: Random): Scene {
  return emitter({
    spawn: (_, { w, h }) => {
      if (random() > 0.25) return []
      const side = Math.floor(random() * 4)
      const x = side === 0 ? 0 : side === 1 ? w : between(random, 0, w)
      const y = side === 2 ? 0 : side === 3 ? h : between(random, 0, h)
      const life = between(random, 1500, 2500)
      return [{ x, y, vx: 0, vy: 0, life, max: life, radius: between(random, 1.5, 3), color }]
    },
    move: (p, at) => {
      const dx = at.x - p.x
      const dy = at.y - p.y
      const d = Math.hypot(dx, dy) || 1
      p.vx = (dx / d) * 3
      p.vy = (dy / d) * 3
      if (d < 6) p.life = 0
    }
  })
}

/** Style 10: particles well up from the pointer and rise, swaying, as they shrink. */
export function rising(color: string, random: Random): Scene {
  return emitter({
    spawn: (at) => {
      if (random() > 0.5) return []
      const life = between(random, 900, 1500)
      return [
        {
          x: at.x + between(random, -6, 6),
          y: at.y,
          vx: between(random, -0.3, 0.3),
          vy: between(random, -1.6, -0.8),
          life,
          max: life,
          radius: between(random, 2, 4),
          color
        }
      ]
    },
    move: (p) => {
      p.vx += Math.sin(p.life / 120) * 0.02
    }
  })
}

const BLUES = ['#60a5fa', '#3b82f6', '#93c5fd', '#2563eb']

/** Style 12: blue particles thrown from the pointer in an upward cone, falling back as they go. */
export function cone(random: Random): Scene {
  return emitter({
    spawn: (at) =>
      Array.from({ length: 2 }, () => {
        const angle = -Math.PI / 2 + between(random, -0.45, 0.45)
        const speed = between(random, 2, 4)
        const life = between(random, 700, 1100)
        return {
          x: at.x,
          y: at.y,
          vx: Math.cos(angle) * speed,
          vy: Math.sin(angle) * speed,
          life,
          max: life,
          radius: between(random, 1.5, 3),
          color: BLUES[Math.floor(random() * BLUES.length)]!
        }
      }),
    move: (p, _, k) => {
      p.vy += 0.08 * k
    },
    max: 220
  })
}
