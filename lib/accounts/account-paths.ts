/** The pages that exist only while accounts are on. */
export const ACCOUNT_PATHS = ['/sign-in', '/sign-up', '/dashboard', '/auth/result'] as const

/** Whether a path (with or without query, or a route pattern like `/sign-in/[[...rest]]`) is one. */
export function isAccountPath(path: string): boolean {
  const bare = path.split(/[?#]/)[0] ?? ''
  return ACCOUNT_PATHS.some((p) => bare === p || bare.startsWith(`${p}/`))
}
