import { FIELDS, MAX_COUNTED } from '@/lib/search/field-counts'
import type { Token } from '@/lib/search/tokenize'
import type { Shard } from '@/lib/search/types'

/**
 * Scoring from postings: every token must occur in a post (AND); fields weigh differently and
 * repeated occurrences count a little, so a title hit outranks a body mention.
 */
const WEIGHTS = FIELDS.map((f) => ({ text: 1, summary: 3, category: 4, tags: 6, title: 10 })[f])
const F = FIELDS.length
const TITLE = FIELDS.indexOf('title')
/** A post whose title holds every token ranks above one that merely mentions them. */
const TITLE_BONUS = 20

/** The posts a token occurs in (ascending ids) and their summed field counts at id × F. */
export interface TokenHits {
  ids: number[]
  counts: Uint16Array
}

/** Every term of the token's shard that the token prefixes, merged per post. */
export function tokenHits(shard: Shard, token: Token): TokenHits {
  const lists = Object.keys(shard)
    .filter((term) => term.startsWith(token.text))
    .map((term) => shard[term]!)
  let max = 0
  for (const postings of lists) {
    let id = 0
    for (let i = 0; i < postings.length; i += 2) id += postings[i]!
    max = Math.max(max, id)
  }
  const counts = new Uint16Array((max + 1) * F)
  const seen = new Uint8Array(max + 1)
  const ids: number[] = []
  for (const postings of lists) {
    let id = 0
    for (let i = 0; i + 1 < postings.length; i += 2) {
      id += postings[i]!
      if (!seen[id]) {
        seen[id] = 1
        ids.push(id)
      }
      let packed = postings[i + 1]!
      for (let f = id * F; packed > 0; f++, packed = Math.floor(packed / 4))
        counts[f]! += packed % 4
    }
  }
  return { ids: lists.length > 1 ? ids.sort((a, b) => a - b) : ids, counts }
}

/** A token's score in a post, or 0 when it does not occur there. */
function scoreAt(hits: TokenHits, id: number): number {
  let score = 0
  for (let f = 0; f < F; f++)
    score += WEIGHTS[f]! * Math.min(MAX_COUNTED, hits.counts[id * F + f] ?? 0)
  return score
}

/** Matching post ids with their scores, best first (ties keep the site's order). */
export function rank(perToken: TokenHits[]): [id: number, score: number][] {
  const [first, ...rest] = [...perToken].sort((a, b) => a.ids.length - b.ids.length)
  if (!first) return []
  const scored: [id: number, score: number][] = []
  for (const id of first.ids) {
    let total = 0
    let inTitle = true
    for (const hits of [first, ...rest]) {
      const score = scoreAt(hits, id)
      if (score === 0) {
        total = 0
        break
      }
      total += score
      inTitle &&= (hits.counts[id * F + TITLE] ?? 0) > 0
    }
    if (total > 0) scored.push([id, total + (inTitle ? TITLE_BONUS : 0)])
  }
  return scored.sort((a, b) => b[1] - a[1] || a[0] - b[0])
}
