import { fold } from '@/lib/search/fold-text'

/**
 * The tokeniser, identical on server and browser (no Intl.Segmenter, whose dictionaries differ
 * between engines): runs of CJK characters become overlapping character bigrams (a lone
 * character stays a unigram); elsewhere, letters and digits form words. Text is folded first
 * (lowercase, accents removed).
 */
const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}'
/** A letter or digit that is not CJK: what words are made of. */
export const WORD_CHAR = new RegExp(`(?![${CJK}])[\\p{L}\\p{N}]`, 'u')
const RUN = new RegExp(`([${CJK}]+)|((?:${WORD_CHAR.source})+)`, 'gu')

export interface Token {
  text: string
  /** CJK bigrams match anywhere; words match at the start of a word. */
  cjk: boolean
}

function bigrams(run: string): string[] {
  const chars = Array.from(run)
  if (chars.length < 2) return chars
  return chars.slice(1).map((ch, i) => `${chars[i]}${ch}`)
}

export function tokenize(text: string): Token[] {
  const out: Token[] = []
  for (const m of fold(text).matchAll(RUN)) {
    if (m[1]) for (const b of bigrams(m[1])) out.push({ text: b, cjk: true })
    else if (m[2]) out.push({ text: m[2], cjk: false })
  }
  return out
}

/** Distinct tokens of a query, in order. */
export function queryTokens(query: string): Token[] {
  const seen = new Set<string>()
  return tokenize(query).filter((t) => !seen.has(t.text) && seen.add(t.text))
}
