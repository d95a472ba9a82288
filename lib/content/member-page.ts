import { MEMBER_PAGE_PATH } from '@/lib/routing/account-paths'
import type { SitePost } from '@/lib/content/site-types'

/** Whether a row is its site's members' page: at `{basePath}/dashboard`, `.html` or not. */
export const isMemberPage = (post: SitePost, basePath: string): boolean =>
  post.target === '_self' && post.href.replace(/\.html$/, '') === `${basePath}${MEMBER_PAGE_PATH}`

/**
 * The served rows split into the public ones and the members' page: every row at the members'
 * path is held back (the first is the page), so none is served, listed or linked as a post.
 * The dashboard shows the page to signed-in members only, from the server (pages/api/member-page).
 */
export function holdMemberPage(
  posts: readonly SitePost[],
  basePath: string
): { posts: SitePost[]; memberPage: SitePost | null; held: ReadonlySet<SitePost> } {
  const held = new Set(posts.filter((p) => isMemberPage(p, basePath)))
  return {
    posts: posts.filter((p) => !held.has(p)),
    memberPage: held.values().next().value ?? null,
    held
  }
}
