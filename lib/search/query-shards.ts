import { bucketOf } from '@/lib/search/bucket-of'
import { fold } from '@/lib/search/fold-text'
import { tokenPositions } from '@/lib/search/match-ranges'
import { makeSnippet } from '@/lib/search/make-snippet'
import { rank, tokenHits } from '@/lib/search/rank-hits'
import { queryTokens, shardKey, type Token } from '@/lib/search/tokenize'
import type { IndexDoc, SearchHit, SearchPage, Shard, ShardedIndex } from '@/lib/search/types'

/**
 * The query side, shared by the server's pages and endpoint and the static export's browser
 * search: it reads only the shards of the query's tokens and the docs of the page it shows.
 */
export interface ShardSource {
  buckets: number
  shard(bucket: number): Promise<Shard>
  doc(id: number): Promise<IndexDoc | undefined>
}

/** Bounds the work of one query whatever is typed. */
export const MAX_TOKENS = 16

/** A hit as shown: the text around the body's first match, else the summary's. */
export function hitOf(doc: IndexDoc, tokens: Token[], score = 0): SearchHit {
  const [href, title, summary, category, tags, text] = doc
  const folded = fold(text)
  const found = tokens.flatMap((t) => tokenPositions(folded, t, 1))
  const hint = found.length ? Math.min(...found) : undefined
  const snippet =
    (hint === undefined ? null : makeSnippet(text, tokens, hint)) ??
    makeSnippet(summary, tokens) ??
    summary
  return { href, title, category, tags, snippet, score }
}

const tokensOf = (query: string) => queryTokens(query).slice(0, MAX_TOKENS)
const bucketsOf = (tokens: Token[], buckets: number) =>
  tokens.map((t) => bucketOf(shardKey(t.text), buckets))

function pageOf(
  tokens: Token[],
  shards: Shard[],
  offset: number,
  limit: number
): { total: number; shown: [id: number, score: number][] } {
  const ranked = rank(tokens.map((t, i) => tokenHits(shards[i]!, t)))
  return { total: ranked.length, shown: ranked.slice(offset, offset + limit) }
}

/**
 * Results `offset` to `offset + limit` of `query` and the total, fetching what `source` must.
 * Blank queries match nothing.
 */
export async function searchShards(
  source: ShardSource,
  query: string,
  offset = 0,
  limit = 20
): Promise<SearchPage> {
  const tokens = tokensOf(query)
  if (!tokens.length) return { total: 0, hits: [] }
  const shards = await Promise.all(bucketsOf(tokens, source.buckets).map((b) => source.shard(b)))
  const { total, shown } = pageOf(tokens, shards, offset, limit)
  const docs = await Promise.all(shown.map(([id]) => source.doc(id)))
  const hits = docs.flatMap((doc, i) => (doc ? [hitOf(doc, tokens, shown[i]![1])] : []))
  return { total, hits }
}

/** searchShards over an index in memory (the server's pages), without waiting. */
export function searchIndex(
  index: ShardedIndex,
  query: string,
  offset = 0,
  limit = 20
): SearchPage {
  const tokens = tokensOf(query)
  if (!tokens.length) return { total: 0, hits: [] }
  const shards = bucketsOf(tokens, index.buckets).map((b) => index.shards[b] ?? {})
  const { total, shown } = pageOf(tokens, shards, offset, limit)
  const hits = shown.flatMap(([id, score]) => {
    const doc = index.docs[id]
    return doc ? [hitOf(doc, tokens, score)] : []
  })
  return { total, hits }
}
