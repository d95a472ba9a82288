/**
 * How often a term occurs in each field of a post, capped at MAX_COUNTED and packed into one
 * small number (a base-4 digit per field, body text lowest since it is the most common), so a
 * posting is two numbers. Occurrences past the cap add nothing to a score.
 */
export const FIELDS = ['text', 'summary', 'category', 'tags', 'title'] as const
export type Field = (typeof FIELDS)[number]
export const MAX_COUNTED = 3

export function packCounts(counts: readonly number[]): number {
  let packed = 0
  for (let f = FIELDS.length - 1; f >= 0; f--)
    packed = packed * 4 + Math.min(MAX_COUNTED, counts[f] ?? 0)
  return packed
}
