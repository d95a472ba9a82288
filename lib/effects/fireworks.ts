import { between, frames, type Random, type Scene } from '@/lib/effects/scene'

interface Spark {
  x: number
  y: number
  vx: number
  vy: number
  radius: number
  color: string
  life: number
}

interface Ring {
  x: number
  y: number
  radius: number
  color: string
  life: number
}

const SPARKS = 28
const LIFE = 900

/** Sparks and a fading ring burst from each click, in the given "r,g,b" colours. */
export function fireworks(colors: readonly string[], random: Random = Math.random): Scene {
  let sparks: Spark[] = []
  let rings: Ring[] = []
  const pick = () => colors[Math.floor(random() * colors.length)] ?? '255,255,255'
  const burst = (x: number, y: number) => {
    for (let i = 0; i < SPARKS; i++) {
      const angle = between(random, 0, Math.PI * 2)
      const speed = between(random, 2, 6)
      sparks.push({
        x,
        y,
        vx: Math.cos(angle) * speed,
        vy: Math.sin(angle) * speed,
        radius: between(random, 6, 14),
        color: pick(),
        life: LIFE
      })
    }
    rings.push({ x, y, radius: 1, color: pick(), life: LIFE * 0.6 })
  }
  return {
    resize: () => undefined,
    pointer(x, y, kind) {
      if (kind === 'down') burst(x, y)
    },
    step(dt) {
      const k = frames(dt)
      for (const s of sparks) {
        s.x += s.vx * k
        s.y += s.vy * k
        s.vx *= 0.93 ** k
        s.vy = s.vy * 0.93 ** k + 0.12 * k
        s.radius *= 0.95 ** k
        s.life -= dt
      }
      for (const r of rings) {
        r.radius += 3 * k
        r.life -= dt
      }
      sparks = sparks.filter((s) => s.life > 0 && s.radius > 0.4)
      rings = rings.filter((r) => r.life > 0)
    },
    draw(ctx) {
      for (const s of sparks) {
        ctx.fillStyle = `rgba(${s.color},${(s.life / LIFE).toFixed(3)})`
        ctx.beginPath()
        ctx.arc(s.x, s.y, s.radius, 0, Math.PI * 2)
        ctx.fill()
      }
      for (const r of rings) {
        ctx.strokeStyle = `rgba(${r.color},${(r.life / (LIFE * 0.6)).toFixed(3)})`
        ctx.lineWidth = 4
        ctx.beginPath()
        ctx.arc(r.x, r.y, r.radius, 0, Math.PI * 2)
        ctx.stroke()
      }
    },
    busy: () => sparks.length > 0 || rings.length > 0
  }
}
