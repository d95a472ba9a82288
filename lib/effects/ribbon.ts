import { between, type Random, type Scene } from '@/lib/effects/scene'

export interface Triangle {
  points: [number, number, number, number, number, number]
  hue: number
}

/** Band half-height in CSS pixels. */
const SIZE = 90

/**
 * A strip of triangles zig-zagging across the viewport, each turning the hue a little: a still
 * picture, drawn again differently on every click.
 */
export function ribbonTriangles(width: number, height: number, random: Random): Triangle[] {
  const triangles: Triangle[] = []
  let a = { x: 0, y: height * 0.7 + SIZE }
  let b = { x: 0, y: height * 0.7 - SIZE }
  let hue = between(random, 0, 360)
  while (b.x < width + SIZE) {
    const next = {
      x: b.x + between(random, -0.25, 1) * SIZE * 2,
      y: Math.min(height * 1.1, Math.max(-height * 0.1, b.y + between(random, -1.1, 0.9) * SIZE))
    }
    triangles.push({ points: [a.x, a.y, b.x, b.y, next.x, next.y], hue })
    hue = (hue + between(random, 10, 30)) % 360
    a = b
    b = next
  }
  return triangles
}

export function ribbon(random: Random = Math.random): Scene {
  let width = 0
  let height = 0
  let triangles: Triangle[] = []
  return {
    resize(w, h) {
      width = w
      height = h
      triangles = ribbonTriangles(w, h, random)
    },
    pointer(_x, _y, kind) {
      if (kind === 'down') triangles = ribbonTriangles(width, height, random)
    },
    step: () => undefined,
    draw(ctx) {
      for (const t of triangles) {
        const [x1, y1, x2, y2, x3, y3] = t.points
        ctx.fillStyle = `hsla(${Math.round(t.hue)},80%,60%,0.45)`
        ctx.beginPath()
        ctx.moveTo(x1, y1)
        ctx.lineTo(x2, y2)
        ctx.lineTo(x3, y3)
        ctx.closePath()
        ctx.fill()
      }
    },
    busy: () => false
  }
}
