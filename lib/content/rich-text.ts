/**
 * Notion rich text is `[text, decorations?][]`; a mention's data (a date, a page) sits in a
 * decoration such as `['d', { start_date }]`. Malformed values read as empty, never throw.
 */

/** The argument of the first decoration of a kind in any segment ('d' for dates). */
export function decorationOf(value: unknown, kind: string): unknown {
  if (!Array.isArray(value)) return null
  for (const segment of value as unknown[]) {
    if (!Array.isArray(segment) || !Array.isArray(segment[1])) continue
    for (const decoration of segment[1] as unknown[]) {
      if (Array.isArray(decoration) && decoration[0] === kind) return decoration[1] ?? null
    }
  }
  return null
}
