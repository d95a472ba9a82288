import type { SiteData, SitePost } from '@/lib/content/site-types'
import { categoryHref, tagHref } from '@/lib/routing/routes'

/**
 * The pages of one language site that show a post, before and after a change of it (either side
 * may lack it: created, deleted, drafted): its own path (both, when its slug or category moved
 * it), and every list page it is or was on. A list page is regenerated when the post is on it;
 * when the post entered, left or moved in that list, every page from its first position to the
 * list's end, since the posts after it shift. With the list pages go the category and tag
 * indexes, the archive page and the archive year, and the search page. Pages that show the post
 * only in a sidebar (latest posts, counts) catch up within the regeneration window.
 */
export function affectedPaths(
  before: SiteData | null,
  after: SiteData | null,
  postId: string
): string[] {
  const sites = [before, after].filter((d): d is SiteData => d !== null)
  const base = sites[0]?.basePath ?? ''
  const perPage = sites[0]?.config.POSTS_PER_PAGE ?? 12
  const found = sites.map((data) => ({ data, post: postOf(data, postId) }))
  const paths = new Set<string>()
  for (const { post } of found) if (post?.target === '_self') paths.add(post.href)
  const listed = found.filter(({ data, post }) => post && data.listedPosts.includes(post))
  if (!listed.length) return [...paths]
  const lists = (select: (data: SiteData) => readonly SitePost[], href: (page: number) => string) =>
    listPages(before ? select(before) : [], after ? select(after) : [], postId, perPage).forEach(
      (page) => paths.add(href(page))
    )
  const paged = (first: string) => (page: number) =>
    page === 1 ? first : `${first === '/' ? '' : first}/page/${page}`
  lists((d) => d.listedPosts, paged(base || '/'))
  const categories = new Set(listed.flatMap(({ post }) => (post?.category ? [post.category] : [])))
  for (const name of categories)
    lists((d) => d.listedPosts.filter((p) => p.category === name), paged(categoryHref(name, base)))
  const tags = new Set(listed.flatMap(({ post }) => post?.tags.map((t) => t.name) ?? []))
  for (const name of tags)
    lists(
      (d) => d.listedPosts.filter((p) => p.tags.some((t) => t.name === name)),
      paged(tagHref(name, base))
    )
  paths.add(`${base}/category`)
  paths.add(`${base}/tag`)
  paths.add(`${base}/archive`)
  for (const { post } of listed) if (post) paths.add(`${base}/archive/${post.day.slice(0, 4)}`)
  paths.add(`${base}/search`)
  return [...paths]
}

/** A post of the site by its Notion id, locked ones included. */
export const postOf = (data: SiteData, id: string): SitePost | null =>
  data.posts.find((p) => p.id === id) ?? null

/** The pages (1-based) of a list to regenerate when `id` changed between `before` and `after`. */
export function listPages(
  before: readonly SitePost[],
  after: readonly SitePost[],
  id: string,
  perPage: number
): number[] {
  const was = before.findIndex((p) => p.id === id)
  const is = after.findIndex((p) => p.id === id)
  if (was < 0 && is < 0) return []
  const pageAt = (index: number) => Math.floor(index / perPage) + 1
  if (was === is) return [pageAt(is)]
  const from = pageAt(Math.min(...[was, is].filter((i) => i >= 0)))
  const to = Math.max(1, Math.ceil(Math.max(before.length, after.length) / perPage))
  return Array.from({ length: to - from + 1 }, (_, i) => from + i)
}
