import type { SiteData, SitePost } from '@/lib/content/site-types'
import { toUuid } from '@/lib/body/record'

/**
 * Which request paths render a post, and which only point at one. A post is rendered at its own
 * path alone, spelled exactly as its href: the server stores every page it renders, so a post
 * answering at any other spelling would let a visitor fill its disk with copies. A few other
 * spellings, a bounded number per post, redirect to it (`aliasedPost`); any other path is a 404.
 */

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '')
const dropHtml = (path: string) => path.replace(/\.html$/, '')

/**
 * Path segments as a request gives them, joined, or null when no post can be at them: an empty
 * segment, or one holding a slash (an escaped `%2F`, which would spell a path another way).
 */
function pathOf(segments: readonly string[]): string | null {
  if (!segments.length || segments.some((s) => s === '' || s.includes('/'))) return null
  return segments.join('/')
}

/** The served post whose path is exactly these segments, else null. */
export function postAt(data: SiteData, segments: readonly string[]): SitePost | null {
  const path = pathOf(segments)
  if (path === null) return null
  return data.posts.find((p) => p.target === '_self' && trimSlashes(p.href) === path) ?? null
}

export type Alias = 'html' | 'id'

/**
 * The served post another spelling of its path names, and which kind of spelling it is:
 * - `html`: its path with `.html` added or dropped (a site that switched PSEUDO_STATIC);
 * - `id`: its Notion id (dashed or 32 hex, any case, `.html` or not) at the site's root or in
 *   the post's own folder: NotionNext's `/<id>` and `/article/<id>` links.
 * Never a locked post by its id (its id stays private). Null for anything else: a path that
 * merely ends in an id under other folders names nothing.
 */
export function aliasedPost(
  data: SiteData,
  segments: readonly string[]
): { post: SitePost; alias: Alias } | null {
  const path = pathOf(segments)
  if (path === null) return null
  const served = data.posts.filter((p) => p.target === '_self')
  const twin = served.find((p) => {
    const href = trimSlashes(p.href)
    return href !== path && dropHtml(href) === dropHtml(path)
  })
  if (twin) return { post: twin, alias: 'html' }
  const id = toUuid(dropHtml(segments[segments.length - 1] ?? ''))
  if (!id) return null
  const folder = segments.slice(0, -1).join('/')
  const post = served.find((p) => !p.locked && toUuid(p.id) === id)
  if (!post) return null
  const own = trimSlashes(post.href).split('/').slice(0, -1).join('/')
  const root = trimSlashes(data.basePath)
  return folder === own || folder === root ? { post, alias: 'id' } : null
}
