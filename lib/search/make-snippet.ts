import { matchRanges } from './match-ranges'
import type { Token } from './tokenize'

const BEFORE = 40
const LENGTH = 160

/**
 * A short plain-text extract of `text` around the first match of the query, cut at spaces where
 * there are any, with ellipses where text was cut. Null when the query does not occur.
 */
export function makeSnippet(text: string, query: string | Token[]): string | null {
  const first = matchRanges(text, query)[0]
  if (!first) return null
  let start = Math.max(0, first[0] - BEFORE)
  if (start > 0) {
    const space = text.indexOf(' ', start)
    if (space !== -1 && space < first[0]) start = space + 1
  }
  let end = Math.min(text.length, start + LENGTH)
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end)
    if (space > first[1]) end = space
  }
  // Never cut a surrogate pair in half.
  if (/[\uD800-\uDBFF]/.test(text[end - 1] ?? '')) end++
  if (/[\uDC00-\uDFFF]/.test(text[start] ?? '')) start--
  return `${start > 0 ? '… ' : ''}${text.slice(start, end)}${end < text.length ? ' …' : ''}`
}
