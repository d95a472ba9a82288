import { bucketCount, bucketOf } from '@/lib/search/bucket-of'
import { FIELDS, packCounts } from '@/lib/search/field-counts'
import { indexTerms, shardKey } from '@/lib/search/tokenize'
import type { IndexDoc, SearchIndex, Shard, ShardedIndex } from '@/lib/search/types'

/** A doc's fields in FIELDS order. */
export const fieldTexts = (doc: IndexDoc): string[] => [
  doc[5],
  doc[2],
  doc[3],
  doc[4].join('\n'),
  doc[1]
]

/** Each term of a doc with its occurrences per field. */
function termCounts(doc: IndexDoc): Map<string, number[]> {
  const counts = new Map<string, number[]>()
  fieldTexts(doc).forEach((text, f) => {
    for (const term of indexTerms(text)) {
      let c = counts.get(term)
      if (!c) counts.set(term, (c = new Array<number>(FIELDS.length).fill(0)))
      c[f]!++
    }
  })
  return counts
}

/**
 * Split an index into term shards (by a hash of each term's shard key) and keep its docs as the
 * document store. Holds exactly what the index holds: a locked post's body is not in the index,
 * so none of its words is in any shard.
 */
export function shardIndex(index: SearchIndex): ShardedIndex {
  const buckets = bucketCount(index.docs.length)
  const shards: Shard[] = Array.from({ length: buckets }, () => Object.create(null) as Shard)
  const last = new Map<string, number>()
  index.docs.forEach((doc, id) => {
    for (const [term, counts] of termCounts(doc)) {
      const shard = shards[bucketOf(shardKey(term), buckets)]!
      const postings = (shard[term] ??= [])
      postings.push(id - (last.get(term) ?? 0), packCounts(counts))
      last.set(term, id)
    }
  })
  return { buckets, docs: index.docs, shards }
}
