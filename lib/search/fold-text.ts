/**
 * Case and accent folding that keeps a map back to the original text, so a match found in the
 * folded text highlights the right characters of what the reader sees. Pure; the server and the
 * browser fold alike (NFKD and toLowerCase are specified by Unicode, not by the locale). Folding
 * is per character, so folded and original text stay aligned character by character.
 */
export interface Folded {
  text: string
  /** For each folded code unit, the index of the original code unit it came from. */
  from: number[]
}

const MARKS = /\p{M}/gu

// Folding a character is a pure function of it; texts reuse few distinct characters.
const folds = new Map<string, string>()

function foldChar(ch: string): string {
  // ASCII (most text) needs no normalisation: the fast path.
  if (ch.charCodeAt(0) < 0x80) return ch.toLowerCase()
  let folded = folds.get(ch)
  if (folded === undefined) {
    folded = ch.normalize('NFKD').replace(MARKS, '').normalize('NFC').toLowerCase()
    folds.set(ch, folded)
  }
  return folded
}

export function foldText(text: string): Folded {
  let out = ''
  const from: number[] = []
  let i = 0
  for (const ch of text) {
    const folded = foldChar(ch)
    out += folded
    for (let k = 0; k < folded.length; k++) from.push(i)
    i += ch.length
  }
  return { text: out, from }
}

// Characters folding may change: capitals and anything outside ASCII (one code point at a time).
const FOLDABLE = /[A-Z]|[^\x00-\x7f]/gu

/** The folded text alone (indexing, queries); the same as foldText(text).text, faster. */
export const fold = (text: string): string => text.replace(FOLDABLE, foldChar)
