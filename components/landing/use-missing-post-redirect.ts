import { useEffect } from 'react'

/**
 * Where a missing post's visitor is sent: the same path on another https site (an old domain
 * that still has the post), for post paths of two or more segments; null when not.
 */
export function missingPostTarget(base: string, path: string): string | null {
  let origin: URL
  try {
    origin = new URL(base.trim())
  } catch {
    return null
  }
  if (origin.protocol !== 'https:') return null
  const clean = path.split(/[?#]/)[0] ?? ''
  if (clean.split('/').filter(Boolean).length < 2) return null
  return `${origin.origin}${origin.pathname.replace(/\/$/, '')}${clean}`
}

/** On a 404 page, sends the visitor to `missingPostTarget` when the setting is on. */
export function useMissingPostRedirect(enabled: boolean, base: string): void {
  useEffect(() => {
    if (!enabled) return
    const target = missingPostTarget(base, window.location.pathname)
    if (target) window.location.replace(target)
  }, [enabled, base])
}
