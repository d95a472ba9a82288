/**
 * Case and accent folding that keeps a map back to the original text, so a match found in the
 * folded text highlights the right characters of what the reader sees. Pure; the server and the
 * browser fold alike (NFKD and toLowerCase are specified by Unicode, not by the locale).
 */
export interface Folded {
  text: string
  /** For each folded code unit, the index of the original code unit it came from. */
  from: number[]
}

const MARKS = /\p{M}/gu

function foldChar(ch: string): string {
  return ch.normalize('NFKD').replace(MARKS, '').normalize('NFC').toLowerCase()
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

/** The folded text alone (queries). */
export const fold = (text: string): string => foldText(text).text
