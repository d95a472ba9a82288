import type { PostLink, PostSummary } from '@/lib/content/types'

/** A recommended post, from a full summary or a slim link alike. */
export interface Recommended {
  id: string
  title: string
  href: string
  target: '_self' | '_blank'
  category: string | null
  cover: string | null
  lastEdited: string
}

const fromSummary = (p: PostSummary): Recommended => ({
  id: p.id,
  title: p.title,
  href: p.href,
  target: p.target,
  category: p.category,
  cover: p.coverThumbnail ?? p.cover,
  lastEdited: p.lastEdited
})

const fromLink = (p: PostLink): Recommended => ({
  id: p.id,
  title: p.title,
  href: p.href,
  target: p.target,
  category: p.category,
  cover: p.coverThumbnail,
  lastEdited: p.lastEdited
})

/**
 * Recommended posts: those carrying `tag` (at most `count`), else the latest posts; newest edit
 * first when `byUpdate`.
 */
export function recommendedPosts(
  posts: readonly PostSummary[],
  latest: readonly PostLink[],
  tag: string,
  byUpdate: boolean,
  count = 6
): Recommended[] {
  const tagged = tag ? posts.filter((p) => p.tags.some((t) => t.name === tag)) : []
  const list = tagged.length ? tagged.map(fromSummary) : latest.map(fromLink)
  const sorted = byUpdate
    ? [...list].sort((a, b) => b.lastEdited.localeCompare(a.lastEdited))
    : list
  return sorted.slice(0, Math.max(0, count))
}
