import { between, frames, type Random, type Scene } from '@/lib/effects/scene'

interface Band {
  base: number
  amplitude: number
  wavelength: number
  speed: number
  phase: number
  thickness: number
  hue: number
}

const BANDS = 3
const STEP_PX = 24

/** The y of a band's centre line at `x` (`base` is a share of the height). */
export const bandY = (band: Band, x: number, height: number) =>
  band.base * height + band.amplitude * Math.sin((x / band.wavelength) * Math.PI * 2 + band.phase)

/** A few translucent ribbons waving slowly across the viewport, their hues drifting. */
export function flutteringRibbon(random: Random = Math.random): Scene {
  let width = 0
  let height = 0
  const bands: Band[] = Array.from({ length: BANDS }, (_, i) => ({
    base: 0.3 + i * 0.2,
    amplitude: between(random, 30, 80),
    wavelength: between(random, 500, 1100),
    speed: between(random, 0.004, 0.012),
    phase: between(random, 0, Math.PI * 2),
    thickness: between(random, 30, 70),
    hue: between(random, 0, 360)
  }))
  return {
    resize(w, h) {
      width = w
      height = h
    },
    step(dt) {
      const k = frames(dt)
      for (const b of bands) {
        b.phase += b.speed * k
        b.hue = (b.hue + 0.1 * k) % 360
      }
    },
    draw(ctx) {
      for (const b of bands) {
        ctx.fillStyle = `hsla(${Math.round(b.hue)},80%,60%,0.25)`
        ctx.beginPath()
        for (let x = 0; x <= width + STEP_PX; x += STEP_PX) ctx.lineTo(x, bandY(b, x, height))
        for (let x = width + STEP_PX; x >= 0; x -= STEP_PX) {
          const twist = Math.cos((x / b.wavelength) * Math.PI * 2 + b.phase * 1.7)
          ctx.lineTo(x, bandY(b, x, height) + b.thickness * twist)
        }
        ctx.closePath()
        ctx.fill()
      }
    },
    busy: () => true
  }
}
