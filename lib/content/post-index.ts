import type { SiteData, SitePost } from '@/lib/content/site-types'
import { toUuid } from '@/lib/body/record'
import { newestFirst } from '@/lib/content/post-lists'
import { postPathKey } from '@/lib/content/post-path-key'

/**
 * Lookups a page needs from its site data, built once per SiteData so that a page's cost does not
 * grow with the number of posts. SiteData is never changed once built (a change builds a new one),
 * so the index of one stays true; a WeakMap lets it go with its SiteData.
 */
export interface PostIndex {
  /** Served posts (`target` _self) by postPathKey(href); the first in `posts` order wins. */
  byPath: ReadonlyMap<string, SitePost>
  /** Unlocked posts by dashed lower-case id; the first wins. */
  byId: ReadonlyMap<string, SitePost>
  /** Each listed post's first position in `listedPosts`, by id. */
  listedAt: ReadonlyMap<string, number>
  /** Each listed post's position in `listedPosts` (related posts keep list order on ties). */
  order: ReadonlyMap<SitePost, number>
  /** Listed posts by category, in list order. */
  byCategory: ReadonlyMap<string, readonly SitePost[]>
  /** Listed posts by tag name, in list order, each once. */
  byTag: ReadonlyMap<string, readonly SitePost[]>
  /** Listed posts newest first (a stable sort of `listedPosts` by date). */
  newest: readonly SitePost[]
  /** Each listed post's position in `newest`. */
  rank: ReadonlyMap<SitePost, number>
  /** Listed posts by tag name, newest first, each once. */
  newestByTag: ReadonlyMap<string, readonly SitePost[]>
  /** The `rank` of each post of `newestByTag`. */
  ranksByTag: ReadonlyMap<string, readonly number[]>
  /** Scratch counts by rank for one synchronous call at a time, all zero between calls. */
  scratch: Uint32Array
  /**
   * Every listed date parses and no post names a tag twice: then newest-first is a total order
   * (`rank`), and the tags a post shares with another are the other's tag lists it is in.
   */
  plainTags: boolean
}

const indexes = new WeakMap<SiteData, PostIndex>()

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

function groupByTag(posts: readonly SitePost[]): Map<string, SitePost[]> {
  const groups = new Map<string, SitePost[]>()
  for (const post of posts)
    for (const name of new Set(post.tags.map((t) => t.name))) push(groups, name, post)
  return groups
}

function buildIndex(data: SiteData): PostIndex {
  const byPath = new Map<string, SitePost>()
  const byId = new Map<string, SitePost>()
  for (const post of data.posts) {
    if (post.target === '_self') {
      const key = postPathKey(post.href)
      if (!byPath.has(key)) byPath.set(key, post)
    }
    const id = post.locked ? null : toUuid(post.id)
    if (id && !byId.has(id)) byId.set(id, post)
  }
  const listedAt = new Map<string, number>()
  const order = new Map<SitePost, number>()
  const byCategory = new Map<string, SitePost[]>()
  let plainTags = true
  data.listedPosts.forEach((post, i) => {
    if (!listedAt.has(post.id)) listedAt.set(post.id, i)
    if (!order.has(post)) order.set(post, i)
    if (post.category !== null) push(byCategory, post.category, post)
    if (Number.isNaN(Date.parse(post.date))) plainTags = false
    if (new Set(post.tags.map((t) => t.name)).size !== post.tags.length) plainTags = false
  })
  const newest = [...data.listedPosts].sort(newestFirst)
  const rank = new Map(newest.map((post, i) => [post, i]))
  const newestByTag = groupByTag(newest)
  const ranksByTag = new Map(
    [...newestByTag].map(([tag, posts]) => [tag, posts.map((p) => rank.get(p)!)])
  )
  return {
    byPath,
    byId,
    listedAt,
    order,
    byCategory,
    byTag: groupByTag(data.listedPosts),
    newest,
    rank,
    newestByTag,
    ranksByTag,
    scratch: new Uint32Array(newest.length),
    plainTags
  }
}

/** The index of a site data, built on first use. */
export function postIndexOf(data: SiteData): PostIndex {
  let index = indexes.get(data)
  if (!index) {
    index = buildIndex(data)
    indexes.set(data, index)
  }
  return index
}
