import type { ExtendedRecordMap } from 'notion-types'
import { recordOf } from '@/lib/content/collection-table'
import { plainText } from '@/lib/body/rich-text'

// Han, Hiragana, Katakana and Hangul: each character is read as one word.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu
const WORDS_PER_MINUTE = 300

export function countWords(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0
  const rest = text
    .replace(CJK, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length
  return cjk + rest
}

/** Minutes, at least 1 for any text. */
export const readTimeOf = (words: number) => (words > 0 ? Math.ceil(words / WORDS_PER_MINUTE) : 0)

/** The text of a page's body, depth first in reading order; sub-pages are not entered. */
export function pageText(map: ExtendedRecordMap, pageId: string): string {
  const out: string[] = []
  const seen = new Set<string>()
  const visit = (id: string, isRoot: boolean) => {
    if (seen.has(id)) return
    seen.add(id)
    const block = recordOf(map, 'block', id)
    if (!block || block.alive === false) return
    if (!isRoot && (block.type === 'page' || block.type === 'collection_view_page')) return
    // Code and equations are not prose.
    if (block.type === 'code' || block.type === 'equation') return
    const properties = block.properties as Record<string, unknown> | undefined
    if (!isRoot && properties?.title) out.push(plainText(properties.title))
    for (const child of Array.isArray(block.content) ? (block.content as string[]) : [])
      visit(child, false)
  }
  visit(pageId, true)
  return out.join('\n')
}

/** The text cut after `limit` words, counted as countWords counts them (a CJK character is one). */
export function firstWords(text: string, limit: number): string {
  const word =
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu
  let count = 0
  for (const match of text.matchAll(word)) {
    if (!/[\p{L}\p{N}]/u.test(match[0])) continue
    count += 1
    if (count === limit) return text.slice(0, match.index + match[0].length)
  }
  return text
}
