import { fold } from '@/lib/search/fold-text'
import { tokenPositions } from '@/lib/search/match-ranges'
import { makeSnippet } from '@/lib/search/make-snippet'
import { queryTokens, type Token } from '@/lib/search/tokenize'
import type { IndexDoc, SearchHit, SearchIndex } from '@/lib/search/types'

/**
 * The query side, pure and shared by the server's /search/{keyword} pages and the browser's modal
 * and export search page. Every query token must occur somewhere in a post (AND); fields weigh
 * differently and repeated occurrences count a little, so a title hit outranks a body mention.
 */
const WEIGHTS = { title: 10, tags: 6, category: 4, summary: 3, text: 1 } as const
type Field = keyof typeof WEIGHTS
/** Occurrences past this many add nothing (a word repeated 50 times is not 50 times better). */
const MAX_COUNTED = 3
/** Bounds the work of one query whatever is typed. */
const MAX_TOKENS = 16
const PHRASE_BONUS = 20

interface PreparedDoc {
  doc: IndexDoc
  folded: Record<Field, string>
}

export interface PreparedIndex {
  docs: PreparedDoc[]
}

/** Fold every field once (the browser does it once per page load, the server once per data). */
export function prepareIndex(index: SearchIndex): PreparedIndex {
  return {
    docs: index.docs.map((doc) => ({
      doc,
      folded: {
        title: fold(doc[1]),
        summary: fold(doc[2]),
        category: fold(doc[3]),
        tags: fold(doc[4].join('\n')),
        text: fold(doc[5])
      }
    }))
  }
}

function scoreOf(p: PreparedDoc, tokens: Token[], phrase: string): number {
  let total = 0
  for (const token of tokens) {
    let score = 0
    for (const field of Object.keys(WEIGHTS) as Field[]) {
      const n = tokenPositions(p.folded[field], token, MAX_COUNTED).length
      score += WEIGHTS[field] * n
    }
    if (score === 0) return 0
    total += score
  }
  if (phrase && p.folded.title.includes(phrase)) total += PHRASE_BONUS
  return total
}

/** Where the body's first match is in its folded text, if anywhere. */
function firstPosition(folded: string, tokens: Token[]): number | undefined {
  const found = tokens.flatMap((t) => tokenPositions(folded, t, 1))
  return found.length ? Math.min(...found) : undefined
}

/** Matching posts, best first (ties keep the site's order). Blank queries match nothing. */
export function queryIndex(index: PreparedIndex, query: string): SearchHit[] {
  const tokens = queryTokens(query).slice(0, MAX_TOKENS)
  if (!tokens.length) return []
  const phrase = fold(query.trim())
  const hits: SearchHit[] = []
  for (const p of index.docs) {
    const score = scoreOf(p, tokens, phrase)
    if (score === 0) continue
    const [href, title, summary, category, tags, text] = p.doc
    const snippet =
      makeSnippet(text, tokens, firstPosition(p.folded.text, tokens)) ??
      makeSnippet(summary, tokens) ??
      summary
    hits.push({ href, title, category, tags, snippet, score })
  }
  // Array.prototype.sort is stable: equal scores keep the index (site) order.
  return hits.sort((a, b) => b.score - a.score)
}
