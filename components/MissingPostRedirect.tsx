import { useEffect } from 'react'
import { withoutBasePath } from '@/lib/base-path'
import { missingPostTarget } from '@/lib/routing/missing-post'

/**
 * On a 404 screen: a two-segment post URL (`/article/slug`) is sent on to the same path at
 * `base` (a site's old address), replacing this page in the history. Renders nothing; does
 * nothing unless `enabled` and `base` is an http(s) address.
 */
export function MissingPostRedirect({ enabled, base }: { enabled: boolean; base: string }) {
  useEffect(() => {
    if (!enabled) return
    const { search, hash, host } = window.location
    const pathname = withoutBasePath(window.location.pathname)
    const target = missingPostTarget(`${pathname}${search}${hash}`, base, host)
    if (target) window.location.replace(target)
  }, [enabled, base])
  return null
}
