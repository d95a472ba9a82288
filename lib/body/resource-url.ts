import { safeResourceUrl } from '@/lib/body/safe-url'
import { withBasePath } from '@/lib/base-path'

/**
 * A resource URL from content or a setting as the page requests it: checked by safeResourceUrl
 * (null when refused), a path of this site under the base path (lib/base-path).
 */
export function resourceUrl(raw: unknown): string | null {
  const url = safeResourceUrl(raw)
  return url && withBasePath(url)
}
