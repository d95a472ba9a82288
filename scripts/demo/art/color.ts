/** Hex colour arithmetic for palettes: mixing gives aerial perspective between ridge layers. */
const parse = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
const hex = (n: number) =>
  Math.round(Math.max(0, Math.min(255, n)))
    .toString(16)
    .padStart(2, '0')

/** Mix two '#rrggbb' colours: t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [parse(a), parse(b)]
  return `#${x.map((v, i) => hex(v + ((y[i] ?? 0) - v) * t)).join('')}`
}
