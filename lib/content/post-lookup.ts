import type { SiteData, SitePost } from '@/lib/content/site-types'
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

/**
 * The post with a Notion id (dashed or 32 hex, any case), or null. Never a locked post: it answers
 * only at its slug, so its Notion id stays private.
 */
export function findPostById(data: SiteData, id: string): SitePost | null {
  const wanted = toUuid(id)
  if (!wanted) return null
  return data.posts.find((p) => !p.locked && toUuid(p.id) === wanted) ?? null
}

/** The served post at a path ('/article/x', 'article/x.html') or with that id; else null. */
export function findPost(data: SiteData, path: string): SitePost | null {
  const wanted = stripPath(path)
  return (
    data.posts.find((p) => p.target === '_self' && stripPath(p.href) === wanted) ??
    findPostById(data, wanted)
  )
}

/** Internal paths of every served post and page, for getStaticPaths. */
export const servedPaths = (data: SiteData): string[] =>
  data.posts.filter((p) => p.target === '_self').map((p) => p.href)
