const KEY = /^pk_(test|live)_([A-Za-z0-9+/=_-]+)$/
const HOST = /^[a-z0-9.-]+(:\d+)?$/i

/**
 * The host of Clerk's frontend API named by a publishable key (`pk_test_` + base64 of
 * `host$`), or null for anything else. Pure, so next.config and tests use it without Clerk.
 */
const decodeBase64 = (text: string): string => {
  try {
    return atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  } catch {
    return ''
  }
}

export function frontendApiOf(publishableKey: string): string | null {
  const match = KEY.exec(publishableKey.trim())
  if (!match?.[2]) return null
  const decoded = decodeBase64(match[2])
  if (!decoded.endsWith('$')) return null
  const host = decoded.slice(0, -1)
  return HOST.test(host) ? host.toLowerCase() : null
}

/** The https origin of that frontend API, or null. */
export const frontendApiOrigin = (publishableKey: string): string | null => {
  const host = frontendApiOf(publishableKey)
  return host ? `https://${host}` : null
}
