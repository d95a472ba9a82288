import { between, frames, type Random, type Scene } from '@/lib/effects/scene'

const REACH = 140
const GRID = 48

interface Point {
  homeX: number
  homeY: number
  x: number
  y: number
}

/**
 * Points at rest across the window, pulled towards the pointer when it comes within reach and
 * easing home when it leaves; drawn as dots or as the lines of a grid.
 */
function field(place: (w: number, h: number) => Point[], draw: 'dots' | 'grid', color: string) {
  let points: Point[] = []
  let columns = 0
  let at: { x: number; y: number } | null = null
  let moving = false
  const scene: Scene = {
    resize(w, h) {
      points = place(w, h)
      columns = Math.ceil(w / GRID) + 1
    },
    pointer(x, y, kind) {
      at = kind === 'leave' ? null : { x, y }
    },
    step(dt) {
      const ease = 1 - 0.9 ** frames(dt)
      moving = false
      for (const p of points) {
        let goalX = p.homeX
        let goalY = p.homeY
        const d = at ? Math.hypot(at.x - p.homeX, at.y - p.homeY) : Infinity
        if (at && d < REACH) {
          const pull = (1 - d / REACH) * 0.6
          goalX += (at.x - p.homeX) * pull
          goalY += (at.y - p.homeY) * pull
        }
        p.x += (goalX - p.x) * ease
        p.y += (goalY - p.y) * ease
        if (Math.abs(goalX - p.x) + Math.abs(goalY - p.y) > 0.2) moving = true
      }
    },
    draw(ctx) {
      ctx.fillStyle = color
      ctx.strokeStyle = color
      ctx.globalAlpha = 0.55
      if (draw === 'dots') {
        for (const p of points) {
          ctx.beginPath()
          ctx.arc(p.x, p.y, 1.6, 0, Math.PI * 2)
          ctx.fill()
        }
      } else {
        ctx.lineWidth = 0.6
        ctx.beginPath()
        points.forEach((p, i) => {
          const right = (i + 1) % columns ? points[i + 1] : undefined
          const below = points[i + columns]
          for (const q of [right, below]) {
            if (!q) continue
            ctx.moveTo(p.x, p.y)
            ctx.lineTo(q.x, q.y)
          }
        })
        ctx.stroke()
      }
      ctx.globalAlpha = 1
    },
    busy: () => at !== null || moving
  }
  return scene
}

const gridPoints = (w: number, h: number, offset = 0): Point[] => {
  const points: Point[] = []
  for (let y = 0; y <= h + GRID; y += GRID)
    for (let x = 0; x <= w + GRID; x += GRID)
      points.push({ homeX: x - offset, homeY: y - offset, x: x - offset, y: y - offset })
  return points
}

/** Style 7: scattered dots gather round the pointer. */
export function gatheringDots(color: string, random: Random): Scene {
  return field(
    (w, h) =>
      Array.from({ length: Math.min(260, Math.round((w * h) / 5000)) }, () => {
        const x = between(random, 0, w)
        const y = between(random, 0, h)
        return { homeX: x, homeY: y, x, y }
      }),
    'dots',
    color
  )
}

/** Style 8: a grid of dots that gathers round the pointer. */
export const gatheringGrid = (color: string): Scene => field(gridPoints, 'dots', color)

/** Style 9: a grid of lines that bends towards the pointer as it moves. */
export const movingGrid = (color: string): Scene =>
  field((w, h) => gridPoints(w, h, GRID / 2), 'grid', color)
