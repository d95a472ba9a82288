import type { TreeLink } from '@/lib/theme/theme-data'

export interface NavGroup {
  /** Unique per tree (a category may form several runs in database order). */
  key: string
  category: string
  posts: TreeLink[]
}

/**
 * Folders of the navigation tree: one per category name when `byName`, else one per run of
 * consecutive posts sharing a category (the database order kept). Uncategorised posts form a
 * folder named `uncategorised`.
 */
export function navGroups(
  posts: readonly TreeLink[],
  byName: boolean,
  uncategorised: string
): NavGroup[] {
  const groups: NavGroup[] = []
  const named = new Map<string, NavGroup>()
  for (const post of posts) {
    const category = post.category || uncategorised
    const last = groups[groups.length - 1]
    let group = byName ? named.get(category) : last?.category === category ? last : undefined
    if (!group) {
      group = { key: `${category}#${groups.length}`, category, posts: [] }
      groups.push(group)
      named.set(category, group)
    }
    group.posts.push(post)
  }
  return groups
}

/** The groups with only the posts whose title contains `query` (case-insensitive). */
export function filterGroups(groups: readonly NavGroup[], query: string): NavGroup[] {
  const q = query.trim().toLocaleLowerCase()
  if (!q) return [...groups]
  return groups
    .map((g) => ({ ...g, posts: g.posts.filter((p) => p.title.toLocaleLowerCase().includes(q)) }))
    .filter((g) => g.posts.length > 0)
}
