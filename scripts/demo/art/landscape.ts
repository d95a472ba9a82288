/**
 * Composes a landscape picture (SVG) from a scene description: a graded sky, sun or moon, layers of
 * land fading into haze (aerial perspective), optional water with a mirrored reflection, fog,
 * a vignette and film grain. Deterministic for a given scene and seed.
 */
import { mix } from './color'
import { dunes, fog, forest, H, light, ridge, skyline, stars, W, water } from './layers'
import { seeded } from './random'

export interface Scene {
  /** Sky gradient from the zenith to the horizon. */
  sky: [top: string, middle: string, horizon: string]
  land: 'mountains' | 'hills' | 'dunes' | 'forest' | 'city'
  /** Where the land meets water or the lowest far layer sits (0..900). */
  horizon: number
  /** Nearest land colour; farther layers mix towards `haze`. */
  near: string
  haze: string
  layers?: number
  light?: { x: number; y: number; r: number; color: string; glow: string }
  stars?: number
  aurora?: string
  water?: { top: string; deep: string }
  fog?: { color: string; opacity: number }
  /** Warm window colour of a city. */
  windows?: string
  grain?: number
}

export function landscapeSvg(scene: Scene, seed: string): string {
  const random = seeded(seed)
  const layers = scene.layers ?? 4
  const shade = (i: number) =>
    mix(scene.haze, scene.near, 0.3 + (0.7 * i) / Math.max(1, layers - 1))
  const land: string[] = []
  const bottom = scene.water ? scene.horizon : scene.horizon + 180
  for (let i = 0; i < layers; i++) {
    const depth = i / Math.max(1, layers - 1)
    const base = scene.water
      ? scene.horizon
      : scene.horizon - 90 + depth * (bottom - scene.horizon + 60)
    const height = (scene.land === 'mountains' ? 340 : 150) * (1 - depth * 0.55)
    const color = shade(i)
    if (scene.land === 'dunes')
      land.push(dunes(random, base + 40, color, mix(color, '#1a0f1e', 0.45)))
    else if (scene.land === 'forest' && i >= layers - 2)
      land.push(forest(random, base + 20, 90 + 50 * depth, color))
    else if (scene.land === 'city' && i >= layers - 2)
      land.push(skyline(random, base + (scene.water ? 0 : 40), color, scene.windows ?? '#ffd27a'))
    else
      land.push(
        ridge(
          random,
          base,
          scene.water ? height * 0.45 : height,
          scene.land === 'mountains' ? 0.55 : 0.12,
          color
        )
      )
    if (scene.fog && i < layers - 1)
      land.push(fog(base - 40, 90, scene.fog.color, scene.fog.opacity * (1 - depth * 0.5)))
  }

  const [top, middle, horizon] = scene.sky
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>`,
    `<stop offset="0.55" stop-color="${middle}"/><stop offset="1" stop-color="${horizon}"/></linearGradient>`,
    `<filter id="soft" x="-10%" y="-50%" width="120%" height="200%"><feGaussianBlur stdDeviation="22"/></filter>`,
    `<filter id="blur"><feGaussianBlur stdDeviation="3 1"/></filter>`,
    `<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="${Math.floor(random() * 999)}"/>`,
    `<feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0.9 0.9 0.9 0 -1.1"/></filter>`,
    `<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/>`,
    `<stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>`,
    `<clipPath id="below"><rect x="0" y="${scene.horizon}" width="${W}" height="${H - scene.horizon}"/></clipPath></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`
  ]
  if (scene.stars) parts.push(stars(random, scene.stars, scene.horizon * 0.8))
  if (scene.aurora) parts.push(aurora(scene.aurora, random()))
  if (scene.light) {
    const l = scene.light
    parts.push(light(l.x, l.y, l.r, l.color, l.glow))
  }
  parts.push(`<g id="land">${land.join('')}</g>`)
  if (scene.water) {
    const glint = scene.light ? { x: scene.light.x, color: scene.light.color } : undefined
    parts.push(water(random, scene.horizon, scene.water.top, scene.water.deep, undefined))
    parts.push(
      `<g clip-path="url(#below)" opacity="0.32" filter="url(#blur)">` +
        `<use xlink:href="#land" transform="translate(0 ${2 * scene.horizon}) scale(1 -1)"/></g>`
    )
    if (glint)
      parts.push(
        water(random, scene.horizon, scene.water.top, scene.water.deep, glint).replace(
          /<defs>.*?<\/defs><rect[^>]*>/,
          ''
        )
      )
  }
  parts.push(`<rect width="${W}" height="${H}" fill="url(#vignette)"/>`)
  parts.push(
    `<rect width="${W}" height="${H}" filter="url(#grain)" opacity="${scene.grain ?? 0.22}"/>`
  )
  parts.push('</svg>')
  return parts.join('')
}

/** Curtains of northern light: blurred bands drifting across the upper sky. */
function aurora(color: string, phase: number): string {
  const bands = [0, 1, 2].map((i) => {
    const y = 170 + i * 55
    const d = `M-50,${y + 40} C250,${y - 190 + phase * 80} 650,${y + 170} ${W + 50},${y - 90}`
    return `<path d="${d}" stroke="${color}" stroke-width="${60 - i * 14}" fill="none" opacity="${0.5 - i * 0.12}" filter="url(#soft)"/>`
  })
  return bands.join('')
}
