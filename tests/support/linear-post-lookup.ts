/**
 * The post lookups as they were before the post index: a linear scan per call. Kept as the
 * reference the index must agree with (tests/unit/content/post-index*.test.ts).
 */
import type { SiteData, SitePost } from '@/lib/content/site-types'
import type { PostSummary } from '@/lib/content/types'
import { toUuid } from '@/lib/body/record'

function stripPath(path: string): string {
  let decoded = path
  try {
    decoded = decodeURIComponent(path)
  } catch {
    // A malformed escape is matched as written.
  }
  return decoded.replace(/^\/+|\/+$/g, '').replace(/\.html$/, '')
}

export function linearFindPostById(data: SiteData, id: string): SitePost | null {
  const wanted = toUuid(id)
  if (!wanted) return null
  return data.posts.find((p) => !p.locked && toUuid(p.id) === wanted) ?? null
}

export function linearFindPost(data: SiteData, path: string): SitePost | null {
  const wanted = stripPath(path)
  return (
    data.posts.find((p) => p.target === '_self' && stripPath(p.href) === wanted) ??
    linearFindPostById(data, wanted)
  )
}

type Dated = Pick<PostSummary, 'date'>
type Tagged = Pick<PostSummary, 'id' | 'date' | 'tags'>
const byDateDesc = (a: Dated, b: Dated) => Date.parse(b.date) - Date.parse(a.date)

export function linearRelatedPosts<T extends Tagged>(
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

export function linearPrevNext<T extends Pick<PostSummary, 'id'>>(
  post: Pick<PostSummary, 'id'>,
  posts: readonly T[]
): { prev: T | null; next: T | null } {
  const i = posts.findIndex((p) => p.id === post.id)
  if (i < 0) return { prev: null, next: null }
  return { prev: posts[i - 1] ?? null, next: posts[i + 1] ?? null }
}

export const linearLatestPosts = <T extends Dated>(posts: readonly T[], count: number): T[] =>
  [...posts].sort(byDateDesc).slice(0, Math.max(0, count))

export const linearCategoryPosts = (data: SiteData, category: string) =>
  data.listedPosts.filter((p) => p.category === category)

export const linearTagPosts = (data: SiteData, tag: string) =>
  data.listedPosts.filter((p) => p.tags.some((t) => t.name === tag))
