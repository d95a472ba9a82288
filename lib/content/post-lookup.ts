import type { SiteData, SitePost } from '@/lib/content/site-types'
import { toUuid } from '@/lib/body/record'
import { postIndexOf } from '@/lib/content/post-index'
import { postPathKey } from '@/lib/content/post-path-key'

/**
 * The post with a Notion id (dashed or 32 hex, any case), or null. Never a locked post: it answers
 * only at its slug, so its Notion id stays private.
 */
export function findPostById(data: SiteData, id: string): SitePost | null {
  const wanted = toUuid(id)
  return wanted ? (postIndexOf(data).byId.get(wanted) ?? null) : null
}

/** The served post at a path ('/article/x', 'article/x.html') or with that id; else null. */
export function findPost(data: SiteData, path: string): SitePost | null {
  const wanted = postPathKey(path)
  return postIndexOf(data).byPath.get(wanted) ?? findPostById(data, wanted)
}

/** Internal paths of every served post and page, for getStaticPaths. */
export const servedPaths = (data: SiteData): string[] =>
  data.posts.filter((p) => p.target === '_self').map((p) => p.href)
