/** A gap in a numbered pager, drawn as an ellipsis. */
export const GAP = 'gap'

/**
 * The page numbers a numbered pager shows: the first, the last, and `around` pages either side of
 * the current one, with a gap where numbers are skipped. A gap never hides a single page: 1 2 3,
 * not 1 … 3.
 */
export function pageNumbers(page: number, pageCount: number, around = 1): (number | typeof GAP)[] {
  const shown = new Set([1, pageCount])
  for (let n = page - around; n <= page + around; n++) if (n >= 1 && n <= pageCount) shown.add(n)
  const sorted = [...shown].filter((n) => n >= 1).sort((a, b) => a - b)
  const out: (number | typeof GAP)[] = []
  for (const n of sorted) {
    const last = out[out.length - 1]
    if (typeof last === 'number' && n - last === 2) out.push(last + 1)
    else if (typeof last === 'number' && n - last > 2) out.push(GAP)
    out.push(n)
  }
  return out
}
