import type { SchemaProperty } from '@/lib/content/collection-table'
import type { Category, PostSummary, Tag } from '@/lib/content/types'

type Counted = Pick<PostSummary, 'tags' | 'category'>

/**
 * Tags of the listed posts with their counts, in the schema's option order (an owner's order in
 * Notion), or by count when TAG_SORT_BY_COUNT. Colours come from the schema options.
 */
export function tagsOf(
  posts: readonly Counted[],
  column: SchemaProperty | null,
  sortByCount: boolean
): Tag[] {
  const counts = new Map<string, { count: number; color: string }>()
  for (const post of posts) {
    for (const tag of post.tags) {
      const seen = counts.get(tag.name)
      counts.set(tag.name, { count: (seen?.count ?? 0) + 1, color: seen?.color ?? tag.color })
    }
  }
  const order = new Map(column?.options.map((o, i) => [o.value, i]))
  const rank = (name: string) => order.get(name) ?? Number.MAX_SAFE_INTEGER
  const tags = [...counts].map(([name, { count, color }]) => ({ name, count, color }))
  tags.sort((a, b) => rank(a.name) - rank(b.name))
  if (sortByCount) tags.sort((a, b) => b.count - a.count)
  return tags
}

/** Categories of the listed posts with their counts, in order of first appearance. */
export function categoriesOf(posts: readonly Counted[]): Category[] {
  const counts = new Map<string, number>()
  for (const post of posts) {
    if (post.category) counts.set(post.category, (counts.get(post.category) ?? 0) + 1)
  }
  return [...counts].map(([name, count]) => ({ name, count }))
}
