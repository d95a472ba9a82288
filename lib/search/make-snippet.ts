import { matchRanges } from '@/lib/search/match-ranges'
import type { Token } from '@/lib/search/tokenize'

const BEFORE = 40
const LENGTH = 160
/** Around a hinted position, this much text is searched for the match (not the whole body). */
const WINDOW = 400

/**
 * A short plain-text extract of `text` around the first match of the query, cut at spaces where
 * there are any, with ellipses where text was cut. Null when the query does not occur. `hint`
 * (where the match is in the folded text, about the same place in the original) keeps long
 * bodies from being folded whole for every hit.
 */
export function makeSnippet(text: string, query: string | Token[], hint?: number): string | null {
  const offset = hint === undefined ? 0 : Math.max(0, hint - WINDOW / 2)
  const window = hint === undefined ? text : text.slice(offset, offset + WINDOW)
  const found = matchRanges(window, query)[0]
  if (!found && hint !== undefined) return makeSnippet(text, query)
  if (!found) return null
  const first = [found[0] + offset, found[1] + offset] as const
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
