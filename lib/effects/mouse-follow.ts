import { cone, fromEdges, rising } from '@/lib/effects/pointer-emitters'
import { gatheringDots, gatheringGrid, movingGrid } from '@/lib/effects/pointer-fields'
import { pathLine, trackingRing } from '@/lib/effects/pointer-paths'
import { between, frames, type Random, type Scene } from '@/lib/effects/scene'

/**
 * The styles, by NotionNext's numbers: 1 a trail of dots, 2 falling dots, 3 rising dots, 4 dots
 * from the edges to the pointer, 5 a ring following it, 6 a fading path line, 7 scattered dots
 * gathering, 8 a dot grid gathering, 9 a line grid bending, 10 rising particles, 11 circling
 * colours, 12 a cone of blue particles.
 */
export const MOUSE_FOLLOW_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const
export type MouseFollowType = (typeof MOUSE_FOLLOW_TYPES)[number]

/** The configured style if it is drawn here, else 11. */
export const mouseFollowType = (raw: number): MouseFollowType =>
  (MOUSE_FOLLOW_TYPES as readonly number[]).includes(raw) ? (raw as MouseFollowType) : 11

interface Dot {
  x: number
  y: number
  vx: number
  vy: number
  radius: number
  life: number
}

const DOT_LIFE = 700
const ORBITERS = 10

/** Dots left where the pointer passes, drifting by style and fading out. */
function trail(type: 1 | 2 | 3, color: string, random: Random): Scene {
  let dots: Dot[] = []
  const drift = type === 2 ? 1 : type === 3 ? -1 : 0
  return {
    resize: () => undefined,
    pointer(x, y, kind) {
      if (kind !== 'move') return
      dots.push({
        x,
        y,
        vx: between(random, -0.6, 0.6),
        vy: drift * between(random, 0.8, 1.6) + (drift === 0 ? between(random, -0.6, 0.6) : 0),
        radius: between(random, 2, 5),
        life: DOT_LIFE
      })
      if (dots.length > 120) dots = dots.slice(-120)
    },
    step(dt) {
      const k = frames(dt)
      for (const d of dots) {
        d.x += d.vx * k
        d.y += d.vy * k
        d.life -= dt
      }
      dots = dots.filter((d) => d.life > 0)
    },
    draw(ctx) {
      ctx.fillStyle = color
      for (const d of dots) {
        ctx.globalAlpha = d.life / DOT_LIFE
        ctx.beginPath()
        ctx.arc(d.x, d.y, d.radius, 0, Math.PI * 2)
        ctx.fill()
      }
      ctx.globalAlpha = 1
    },
    busy: () => dots.length > 0
  }
}

interface Orbiter {
  x: number
  y: number
  angle: number
  speed: number
  distance: number
  radius: number
  hue: number
}

/** Particles of random hues circling the pointer, catching up with it as it moves. */
function circling(random: Random): Scene {
  let target: { x: number; y: number } | null = null
  const orbiters: Orbiter[] = Array.from({ length: ORBITERS }, () => ({
    x: 0,
    y: 0,
    angle: between(random, 0, Math.PI * 2),
    speed: between(random, 0.03, 0.08),
    distance: between(random, 12, 34),
    radius: between(random, 1.5, 3.5),
    hue: Math.floor(between(random, 0, 360))
  }))
  return {
    resize: () => undefined,
    pointer(x, y, kind) {
      if (kind === 'leave') target = null
      else if (!target) {
        target = { x, y }
        for (const o of orbiters) Object.assign(o, { x, y })
      } else target = { x, y }
    },
    step(dt) {
      if (!target) return
      const k = frames(dt)
      const ease = 1 - 0.85 ** k
      for (const o of orbiters) {
        o.angle += o.speed * k
        const goalX = target.x + Math.cos(o.angle) * o.distance
        const goalY = target.y + Math.sin(o.angle) * o.distance
        o.x += (goalX - o.x) * ease
        o.y += (goalY - o.y) * ease
      }
    },
    draw(ctx) {
      if (!target) return
      for (const o of orbiters) {
        ctx.fillStyle = `hsl(${o.hue},90%,60%)`
        ctx.beginPath()
        ctx.arc(o.x, o.y, o.radius, 0, Math.PI * 2)
        ctx.fill()
      }
    },
    busy: () => target !== null
  }
}

export function mouseFollow(type: number, color: string, random: Random = Math.random): Scene {
  const style = mouseFollowType(type)
  switch (style) {
    case 1:
    case 2:
    case 3:
      return trail(style, color, random)
    case 4:
      return fromEdges(color, random)
    case 5:
      return trackingRing(color)
    case 6:
      return pathLine(color)
    case 7:
      return gatheringDots(color, random)
    case 8:
      return gatheringGrid(color)
    case 9:
      return movingGrid(color)
    case 10:
      return rising(color, random)
    case 12:
      return cone(random)
    default:
      return circling(random)
  }
}
