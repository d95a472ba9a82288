/** The pages that exist only while accounts are on. */
export const ACCOUNT_PATHS = ['/sign-in', '/sign-up', '/dashboard', '/auth/result'] as const

/**
 * Where a workspace page is the members' page: the dashboard shows it to signed-in members only,
 * and it is served nowhere else (lib/content/member-page.ts).
 */
export const MEMBER_PAGE_PATH = '/dashboard'

/** Where a signed-in member's browser fetches the members' page (server mode only). */
export const MEMBER_PAGE_API = '/api/member-page'

/** Whether a path (with or without query, or a route pattern like `/sign-in/[[...rest]]`) is one. */
export function isAccountPath(path: string): boolean {
  const bare = path.split(/[?#]/)[0] ?? ''
  return ACCOUNT_PATHS.some((p) => bare === p || bare.startsWith(`${p}/`))
}
