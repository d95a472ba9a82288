import { useEffect } from 'react'
import { postRedirectTarget } from '@/lib/routing/post-redirect'

/** On a 404 page, sends a missing post to the old site when the theme's setting asks for it. */
export function usePostRedirect(enabled: boolean, base: string): void {
  useEffect(() => {
    if (!enabled) return
    const { pathname, host } = window.location
    const target = postRedirectTarget(base, pathname, host)
    if (target) window.location.replace(target)
  }, [enabled, base])
}
