/**
 * SVG layers of a generated landscape, each a pure function of the scene and a seeded random
 * source: ridges with value noise, dunes, pine forests, a city skyline, stars, light and water.
 * Coordinates are in a fixed 1200 x 900 view box; the renderer scales.
 */
import { mix } from './color'
import { between, noise1d, type Random } from './random'

export const W = 1200
export const H = 900
const f = (n: number) => Math.round(n * 10) / 10

/** A filled ridge line from x = 0 to W; `rough` adds craggy high-frequency detail. */
export function ridge(random: Random, base: number, height: number, rough: number, fill: string) {
  const broad = noise1d(random)
  const fine = noise1d(random)
  const grit = noise1d(random)
  const phase = random() * 40
  const points: string[] = []
  for (let x = 0; x <= W; x += 6) {
    const u = x / W
    // 1 - |noise| makes sharp creased peaks; the grit octave breaks up smooth slopes.
    const crest = (1 - Math.abs(fine(phase + u * 7))) * 2 - 1
    const shape =
      broad(phase + u * 2.4) * 0.6 + crest * rough * 0.8 + grit(phase + u * 45) * rough * 0.12
    points.push(`${x},${f(base - height * (0.5 + shape * 0.6))}`)
  }
  return `<path d="M0,${H} L${points.join(' L')} L${W},${H} Z" fill="${fill}"/>`
}

/** Soft sand dunes: long smooth crests with a shadowed lee side. */
export function dunes(random: Random, base: number, light: string, shadow: string) {
  const crest = noise1d(random)
  const phase = random() * 30
  const top: [number, number][] = []
  for (let x = 0; x <= W; x += 10) top.push([x, base - 60 * crest(phase + (x / W) * 2.4) - 30])
  const line = top.map(([x, y]) => `${x},${f(y)}`).join(' L')
  const lee = top.map(([x, y]) => `${x},${f(y + 26 + 18 * Math.sin(x / 90))}`).join(' L')
  return (
    `<path d="M0,${H} L${line} L${W},${H} Z" fill="${light}"/>` +
    `<path d="M0,${H} L${lee} L${W},${H} Z" fill="${shadow}" opacity="0.55"/>`
  )
}

/** A band of pine silhouettes standing on a gentle slope. */
export function forest(random: Random, base: number, size: number, fill: string) {
  const slope = noise1d(random)
  const phase = random() * 20
  const trees: string[] = [
    `<rect x="0" y="${f(base)}" width="${W}" height="${H - base}" fill="${fill}"/>`
  ]
  for (let x = -20; x < W + 20; x += size * between(random, 0.35, 0.7)) {
    const y = base + slope(phase + x / 300) * 12
    const h = size * between(random, 0.7, 1.4)
    const w = h * 0.32
    trees.push(
      `<path d="M${f(x)},${f(y - h)} L${f(x + w / 2)},${f(y)} L${f(x - w / 2)},${f(y)} Z" fill="${fill}"/>`
    )
  }
  return trees.join('')
}

/** Skyline at dusk: blocks, spires and a scatter of warm windows. */
export function skyline(random: Random, base: number, fill: string, lit: string) {
  const parts: string[] = []
  for (let x = -10; x < W;) {
    const w = between(random, 26, 78)
    const h = between(random, 40, 220) * (random() < 0.12 ? 1.7 : 1)
    parts.push(
      `<rect x="${f(x)}" y="${f(base - h)}" width="${f(w)}" height="${f(h + 2)}" fill="${fill}"/>`
    )
    if (random() < 0.18)
      parts.push(
        `<rect x="${f(x + w / 2 - 1.5)}" y="${f(base - h - 34)}" width="3" height="36" fill="${fill}"/>`
      )
    for (let wy = base - h + 10; wy < base - 8; wy += 12)
      for (let wx = x + 6; wx < x + w - 8; wx += 10)
        if (random() < 0.16)
          parts.push(
            `<rect x="${f(wx)}" y="${f(wy)}" width="4" height="6" fill="${lit}" opacity="${f(between(random, 0.5, 1))}"/>`
          )
    x += w + between(random, 0, 8)
  }
  return parts.join('')
}

export function stars(random: Random, count: number, maxY: number) {
  return Array.from({ length: count }, () => {
    const r = random() < 0.08 ? 1.6 : between(random, 0.4, 1.1)
    return `<circle cx="${f(random() * W)}" cy="${f(random() * maxY)}" r="${f(r)}" fill="#fff" opacity="${f(between(random, 0.3, 0.95))}"/>`
  }).join('')
}

/** Sun or moon: a disc plus a wide radial glow into the sky. */
export function light(x: number, y: number, r: number, color: string, glow: string) {
  return (
    `<defs><radialGradient id="glow"><stop offset="0" stop-color="${glow}" stop-opacity="0.85"/>` +
    `<stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient></defs>` +
    `<circle cx="${x}" cy="${y}" r="${r * 7}" fill="url(#glow)"/>` +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>`
  )
}

/** Horizontal fog bank: a blurred, fading band. */
export function fog(y: number, height: number, color: string, opacity: number) {
  return (
    `<rect x="-50" y="${f(y)}" width="${W + 100}" height="${f(height)}" fill="${color}" ` +
    `opacity="${opacity}" filter="url(#soft)"/>`
  )
}

/** Water below the horizon: gradient, the light's broken reflection and ripple lines. */
export function water(
  random: Random,
  horizon: number,
  top: string,
  deep: string,
  glint?: { x: number; color: string }
) {
  const parts = [
    `<defs><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
      `<stop offset="1" stop-color="${deep}"/></linearGradient></defs>`,
    `<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>`
  ]
  for (let y = horizon + 4; y < H; y += between(random, 5, 14)) {
    const depth = (y - horizon) / (H - horizon)
    if (glint) {
      const spread = 20 + depth * 160
      const w = between(random, 10, 60) * (0.4 + depth)
      const x = glint.x + between(random, -spread, spread)
      parts.push(
        `<rect x="${f(x - w / 2)}" y="${f(y)}" width="${f(w)}" height="${f(1.5 + depth * 3)}" fill="${glint.color}" opacity="${f(0.75 - depth * 0.45)}"/>`
      )
    }
    const rx = random() * W
    parts.push(
      `<rect x="${f(rx)}" y="${f(y)}" width="${f(between(random, 40, 200))}" height="1.2" fill="${mix(top, '#ffffff', 0.3)}" opacity="0.18"/>`
    )
  }
  return parts.join('')
}
