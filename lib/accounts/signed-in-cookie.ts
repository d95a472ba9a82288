/**
 * Whether Clerk's client cookie says this browser has signed in: `__client_uat` (or its
 * per-instance `__client_uat_<suffix>` twin) holds the last sign-in time, 0 once signed out.
 */
export function hasSignedInCookie(cookies: string): boolean {
  return cookies.split(';').some((pair) => {
    const [name = '', value = ''] = pair.trim().split('=')
    return /^__client_uat(_[\w-]+)?$/.test(name) && /^[1-9]\d*$/.test(value)
  })
}
