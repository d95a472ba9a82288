/**
 * The search index as shipped to the browser (a compact JSON array per post) and the hits a query
 * returns. It holds no Notion ids (a locked post's id must never ship) and no locked text.
 */
export type IndexDoc = [
  href: string,
  title: string,
  summary: string,
  category: string,
  tags: string[],
  text: string
]

export interface SearchIndex {
  /** Format version: a browser holding another shape refuses it instead of misreading it. */
  format: 1
  docs: IndexDoc[]
}

export interface SearchHit {
  href: string
  title: string
  category: string
  tags: string[]
  /** A short extract of the text (or summary) around the first match; plain text. */
  snippet: string
  score: number
}

export const INDEX_FORMAT = 1

/**
 * One shard of the sharded index: for each term whose shard key hashes here, its postings as
 * flat pairs [doc id delta, packed field counts, ...] in ascending doc order (see field-counts.ts).
 */
export type Shard = Record<string, number[]>

/** The sharded index: docs by id (the document store) and term shards by bucket. */
export interface ShardedIndex {
  buckets: number
  docs: IndexDoc[]
  shards: Shard[]
}

/** One page of a query's results and how many posts matched in all. */
export interface SearchPage {
  total: number
  hits: SearchHit[]
}
