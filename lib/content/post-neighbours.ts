import type { SiteData, SitePost } from '@/lib/content/site-types'
import { postIndexOf, type PostIndex } from '@/lib/content/post-index'
import { newestFirst } from '@/lib/content/post-lists'

/*
 * What a page shows beside its own content, from the site's post index: the cost of a page does
 * not grow with the number of posts (related posts: with the posts sharing a tag with it).
 */

type Ref = Pick<SitePost, 'id' | 'tags'>

/** Listed posts of a category, in list order. */
export const categoryPosts = (data: SiteData, category: string): readonly SitePost[] =>
  postIndexOf(data).byCategory.get(category) ?? []

/** Listed posts carrying a tag, in list order. */
export const tagPosts = (data: SiteData, tag: string): readonly SitePost[] =>
  postIndexOf(data).byTag.get(tag) ?? []

/** The newest listed posts, whatever the list order. */
export const newestPosts = (data: SiteData, count: number): SitePost[] =>
  postIndexOf(data).newest.slice(0, Math.max(0, count))

/** Neighbours in list order: prev is the one before, next the one after; no wrap-around. */
export function prevNext(
  data: SiteData,
  post: Pick<SitePost, 'id'>
): { prev: SitePost | null; next: SitePost | null } {
  const i = postIndexOf(data).listedAt.get(post.id)
  if (i === undefined) return { prev: null, next: null }
  return { prev: data.listedPosts[i - 1] ?? null, next: data.listedPosts[i + 1] ?? null }
}

/** Listed posts sharing most tags with `post`, then newest, then in list order; never itself. */
export function relatedPosts(data: SiteData, post: Ref, count: number): SitePost[] {
  const own = new Set(post.tags.map((t) => t.name))
  if (!own.size || count <= 0) return []
  const index = postIndexOf(data)
  if (!index.plainTags) return rankedBySort(index, post, own, count)
  if (own.size === 1) return newestOfTag(index, post, [...own][0]!, count)
  return rankedByCount(index, post, own, count)
}

/** One tag: its newest posts but `post`. */
function newestOfTag(index: PostIndex, post: Ref, tag: string, count: number): SitePost[] {
  const found: SitePost[] = []
  for (const p of index.newestByTag.get(tag) ?? []) {
    if (found.length >= count) break
    if (p.id !== post.id) found.push(p)
  }
  return found
}

/** Shared tags counted by rank over the tag lists, the best `count` kept as they come. */
function rankedByCount(index: PostIndex, post: Ref, own: Set<string>, count: number): SitePost[] {
  const shared = index.scratch
  const touched: number[] = []
  for (const tag of own)
    for (const r of index.ranksByTag.get(tag) ?? []) {
      if (!shared[r]) touched.push(r)
      shared[r] = shared[r]! + 1
    }
  // More shared tags first, then the lower rank (newer): one number per post.
  const keyOf = (r: number) => shared[r]! * shared.length - r
  const best: number[] = []
  for (const r of touched) {
    if (index.newest[r]!.id === post.id) continue
    const key = keyOf(r)
    if (best.length >= count && key <= keyOf(best[best.length - 1]!)) continue
    let i = Math.min(best.length, count - 1)
    while (i > 0 && key > keyOf(best[i - 1]!)) i--
    best.splice(i, 0, r)
    if (best.length > count) best.pop()
  }
  const found = best.map((r) => index.newest[r]!)
  for (const r of touched) shared[r] = 0
  return found
}

/** Any dates and tags: the candidates in list order, then the whole list's stable sort. */
function rankedBySort(index: PostIndex, post: Ref, own: Set<string>, count: number): SitePost[] {
  const candidates = new Set<SitePost>()
  for (const tag of own) for (const p of index.byTag.get(tag) ?? []) candidates.add(p)
  return [...candidates]
    .filter((p) => p.id !== post.id)
    .sort((a, b) => index.order.get(a)! - index.order.get(b)!)
    .map((p) => ({ p, shared: p.tags.filter((t) => own.has(t.name)).length }))
    .sort((a, b) => b.shared - a.shared || newestFirst(a.p, b.p))
    .slice(0, count)
    .map(({ p }) => p)
}
