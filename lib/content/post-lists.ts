import type { PostSummary } from '@/lib/content/types'

type Dated = Pick<PostSummary, 'date'>

/** Newest first by publish date (a comparator for a stable sort). */
export const newestFirst = (a: Dated, b: Dated) => Date.parse(b.date) - Date.parse(a.date)

/** Notion's view order, or newest first (POSTS_SORT_BY); stable either way. */
export function sortPosts<T extends Dated>(posts: readonly T[], sortBy: 'notion' | 'date'): T[] {
  return sortBy === 'date' ? [...posts].sort(newestFirst) : [...posts]
}

export const pageCount = (total: number, perPage: number) =>
  Math.max(1, Math.ceil(total / Math.max(1, perPage)))

/** Items of list page n (1-based); null when n is not a page of the list (a 404). */
export function pageOf<T>(items: readonly T[], n: number, perPage: number): T[] | null {
  if (!Number.isInteger(n) || n < 1 || n > pageCount(items.length, perPage)) return null
  const size = Math.max(1, perPage)
  return items.slice((n - 1) * size, n * size)
}
