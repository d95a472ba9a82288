/**
 * Deals items into `count` column stacks so that reading across the top of the stacks gives the
 * original order: item i goes to stack i mod count (with 3 stacks the first row is 1, 2, 3).
 */
export function masonryColumns<T>(items: readonly T[], count: number): T[][] {
  const n = Math.max(1, Math.floor(count) || 1)
  const columns: T[][] = Array.from({ length: n }, () => [])
  items.forEach((item, i) => columns[i % n]?.push(item))
  return columns
}
