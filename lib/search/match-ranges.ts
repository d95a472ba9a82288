import { foldText } from '@/lib/search/fold-text'
import { queryTokens, WORD_CHAR, type Token } from '@/lib/search/tokenize'

/** Where a token occurs in folded text: CJK bigrams anywhere, words at the start of a word. */
export function tokenPositions(folded: string, token: Token, limit = Infinity): number[] {
  const out: number[] = []
  let at = folded.indexOf(token.text)
  while (at !== -1 && out.length < limit) {
    const before = folded[at - 1]
    if (token.cjk || before === undefined || !WORD_CHAR.test(before)) out.push(at)
    at = folded.indexOf(token.text, at + 1)
  }
  return out
}

export type Range = [start: number, end: number]

/** The query's matches in `text`, as merged [start, end) ranges of the original string. */
export function matchRanges(text: string, query: string | Token[]): Range[] {
  const tokens = typeof query === 'string' ? queryTokens(query) : query
  if (!tokens.length || !text) return []
  const { text: folded, from } = foldText(text)
  const raw: Range[] = []
  for (const token of tokens) {
    for (const at of tokenPositions(folded, token)) {
      const start = from[at] ?? 0
      const lastFrom = from[at + token.text.length - 1] ?? start
      // End after the whole original character the last folded unit came from.
      const end = lastFrom + ((text.codePointAt(lastFrom) ?? 0) > 0xffff ? 2 : 1)
      raw.push([start, end])
    }
  }
  raw.sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const merged: Range[] = []
  for (const r of raw) {
    const last = merged[merged.length - 1]
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1])
    else merged.push([r[0], r[1]])
  }
  return merged
}
