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

/**
 * The terms an index stores for `text`: its words, its CJK bigrams, and the last character of
 * each CJK run, so that every CJK character starts some term and a one-character query is a
 * prefix lookup like any other.
 */
export function indexTerms(text: string): string[] {
  const out: string[] = []
  for (const m of fold(text).matchAll(RUN)) {
    if (m[2]) out.push(m[2])
    if (!m[1]) continue
    const chars = Array.from(m[1])
    out.push(...bigrams(m[1]))
    if (chars.length > 1) out.push(chars[chars.length - 1]!)
  }
  return out
}

const CJK_START = new RegExp(`^[${CJK}]`, 'u')

/**
 * The shard key of a term or query token: its first character for CJK, its first two otherwise.
 * Every term a token prefixes shares the token's key, except a one-letter word token, which
 * therefore finds that one-letter word only.
 */
export function shardKey(term: string): string {
  const chars = Array.from(term)
  return chars.slice(0, CJK_START.test(term) ? 1 : 2).join('')
}

/** Distinct tokens of a query, in order. */
export function queryTokens(query: string): Token[] {
  const seen = new Set<string>()
  return tokenize(query).filter((t) => !seen.has(t.text) && seen.add(t.text))
}
