/** Seeded randomness, so every generated picture is identical on every run. */
import { createHash } from 'node:crypto'

export type Random = () => number

/** mulberry32 seeded from a text's hash: small, fast and good enough for pictures. */
export function seeded(seed: string): Random {
  let state = createHash('sha1').update(seed).digest().readUInt32LE(0)
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Smooth 1-D value noise in [-1, 1], for ridge lines and dune crests. */
export function noise1d(random: Random, cells = 64): (x: number) => number {
  const lattice = Array.from({ length: cells + 1 }, () => random() * 2 - 1)
  return (x) => {
    const i = Math.floor(x)
    const f = x - i
    const a = lattice[((i % cells) + cells) % cells] ?? 0
    const b = lattice[(((i + 1) % cells) + cells) % cells] ?? 0
    const t = (1 - Math.cos(f * Math.PI)) / 2
    return a + (b - a) * t
  }
}

export const between = (random: Random, min: number, max: number) => min + random() * (max - min)
