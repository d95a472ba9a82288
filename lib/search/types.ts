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
