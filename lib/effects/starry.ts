import { between, densityCount, frames, type Random, type Scene } from '@/lib/effects/scene'

interface Star {
  x: number
  y: number
  radius: number
  phase: number
  rate: number
}

interface Meteor {
  x: number
  y: number
  speed: number
  length: number
  life: number
}

const AREA_PER_STAR = 9_000
const MAX_STARS = 160
const METEOR_LIFE = 1400
/** Chance per 60 Hz frame that a shooting star starts. */
const METEOR_RATE = 0.012

/** Twinkling stars with now and then a shooting star crossing down and to the left. */
export function starrySky(random: Random = Math.random): Scene {
  let stars: Star[] = []
  let meteors: Meteor[] = []
  let width = 0
  let height = 0
  return {
    resize(w, h) {
      width = w
      height = h
      const count = densityCount(w, h, AREA_PER_STAR, MAX_STARS)
      stars = Array.from({ length: count }, () => ({
        x: between(random, 0, w),
        y: between(random, 0, h),
        radius: between(random, 0.4, 1.6),
        phase: between(random, 0, Math.PI * 2),
        rate: between(random, 0.01, 0.05)
      }))
    },
    step(dt) {
      const k = frames(dt)
      for (const s of stars) s.phase += s.rate * k
      if (random() < METEOR_RATE * k)
        meteors.push({
          x: between(random, width * 0.3, width * 1.1),
          y: between(random, -20, height * 0.3),
          speed: between(random, 6, 11),
          length: between(random, 80, 160),
          life: METEOR_LIFE
        })
      for (const m of meteors) {
        m.x -= m.speed * k
        m.y += m.speed * 0.6 * k
        m.life -= dt
      }
      meteors = meteors.filter((m) => m.life > 0 && m.x > -m.length && m.y < height + m.length)
    },
    draw(ctx) {
      for (const s of stars) {
        ctx.fillStyle = `rgba(255,255,255,${(0.55 + 0.45 * Math.sin(s.phase)).toFixed(3)})`
        ctx.beginPath()
        ctx.arc(s.x, s.y, s.radius, 0, Math.PI * 2)
        ctx.fill()
      }
      for (const m of meteors) {
        const tailX = m.x + m.length
        const tailY = m.y - m.length * 0.6
        const glow = ctx.createLinearGradient(m.x, m.y, tailX, tailY)
        glow.addColorStop(0, `rgba(255,255,255,${(m.life / METEOR_LIFE).toFixed(3)})`)
        glow.addColorStop(1, 'rgba(255,255,255,0)')
        ctx.strokeStyle = glow
        ctx.lineWidth = 2
        ctx.beginPath()
        ctx.moveTo(m.x, m.y)
        ctx.lineTo(tailX, tailY)
        ctx.stroke()
      }
    },
    busy: () => stars.length > 0
  }
}
