import { EMBED_SANDBOX } from '@/lib/body/embed-frame'
import { resourceUrl } from '@/lib/body/resource-url'

/**
 * Where a framed player or page from a setting may point: an https: address or a page of this
 * site. Null for anything else (http:, javascript:, data:...).
 */
export function frameSource(raw: unknown): string | null {
  const url = resourceUrl(raw)
  if (!url) return null
  return /^https:/i.test(url) || /^\/(?![/\\])/.test(url) ? url : null
}

/**
 * A page of this site is framed without `allow-same-origin` (with scripts it could lift its own
 * sandbox); another site's player keeps its own origin, which gives it nothing of ours.
 */
export const frameSandbox = (src: string) =>
  src.startsWith('/') ? 'allow-scripts allow-presentation' : EMBED_SANDBOX
