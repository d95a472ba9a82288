import type { SiteData, SitePost } from '@/lib/content/site-types'

function stripPath(path: string): string {
  let decoded = path
  try {
    decoded = decodeURIComponent(path)
  } catch {
    // A malformed escape is matched as written.
  }
  return decoded.replace(/^\/+|\/+$/g, '').replace(/\.html$/, '')
}

/** The served post at a path ('/article/x', 'article/x.html') or with that id; else null. */
export function findPost(data: SiteData, path: string): SitePost | null {
  const wanted = stripPath(path)
  return (
    data.posts.find((p) => p.target === '_self' && stripPath(p.href) === wanted) ??
    // A locked post answers only at its slug: its Notion id stays private.
    data.posts.find((p) => !p.locked && (p.id === wanted || p.id.replace(/-/g, '') === wanted)) ??
    null
  )
}

/** Internal paths of every served post and page, for getStaticPaths. */
export const servedPaths = (data: SiteData): string[] =>
  data.posts.filter((p) => p.target === '_self').map((p) => p.href)
