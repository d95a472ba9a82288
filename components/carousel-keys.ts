const FORWARD = new Set(['ArrowRight', 'PageDown'])
const BACK = new Set(['ArrowLeft', 'PageUp'])

/**
 * Where a key moves a strip of cards: to the start of the next or previous card (arrows and Page
 * keys), to either end (Home, End); null for any other key. `offsets` are the cards' left edges
 * measured from the first card's, `max` the furthest scroll position.
 */
export function keyTarget(
  key: string,
  offsets: readonly number[],
  scrollLeft: number,
  max: number
): number | null {
  const within = (x: number) => Math.max(0, Math.min(max, x))
  if (key === 'Home') return 0
  if (key === 'End') return max
  if (FORWARD.has(key)) return within(offsets.find((x) => x > scrollLeft + 1) ?? max)
  if (BACK.has(key)) return within(offsets.findLast((x) => x < scrollLeft - 1) ?? 0)
  return null
}
