import type { PostSummary } from '@/lib/content/types'

type Dated = Pick<PostSummary, 'date'>
type Tagged = Pick<PostSummary, 'id' | 'date' | 'tags'>

const byDateDesc = (a: Dated, b: Dated) => Date.parse(b.date) - Date.parse(a.date)

/** Notion's view order, or newest first (POSTS_SORT_BY); stable either way. */
export function sortPosts<T extends Dated>(posts: readonly T[], sortBy: 'notion' | 'date'): T[] {
  return sortBy === 'date' ? [...posts].sort(byDateDesc) : [...posts]
}

export const pageCount = (total: number, perPage: number) =>
  Math.max(1, Math.ceil(total / Math.max(1, perPage)))

/** Items of list page n (1-based); null when n is not a page of the list (a 404). */
export function pageOf<T>(items: readonly T[], n: number, perPage: number): T[] | null {
  if (!Number.isInteger(n) || n < 1 || n > pageCount(items.length, perPage)) return null
  const size = Math.max(1, perPage)
  return items.slice((n - 1) * size, n * size)
}

/** Posts sharing most tags with `post`, then newest; never the post itself. */
export function relatedPosts<T extends Tagged>(
  post: Tagged,
  posts: readonly T[],
  count: number
): T[] {
  const own = new Set(post.tags.map((t) => t.name))
  if (!own.size || count <= 0) return []
  return posts
    .filter((p) => p.id !== post.id)
    .map((p) => ({ p, shared: p.tags.filter((t) => own.has(t.name)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || byDateDesc(a.p, b.p))
    .slice(0, count)
    .map(({ p }) => p)
}

/** Neighbours in list order: prev is the one before, next the one after; no wrap-around. */
export function prevNext<T extends Pick<PostSummary, 'id'>>(
  post: Pick<PostSummary, 'id'>,
  posts: readonly T[]
): { prev: T | null; next: T | null } {
  const i = posts.findIndex((p) => p.id === post.id)
  if (i < 0) return { prev: null, next: null }
  return { prev: posts[i - 1] ?? null, next: posts[i + 1] ?? null }
}

/** The newest posts, whatever the list order. */
export function latestPosts<T extends Dated>(posts: readonly T[], count: number): T[] {
  return [...posts].sort(byDateDesc).slice(0, Math.max(0, count))
}
