import type { NextApiRequest, NextApiResponse } from 'next'
import { withBasePath } from '@/lib/base-path'
import { toUuid } from '@/lib/body/record'
import type { SiteConfig } from '@/lib/config/types'
import { languagePrefixes, previewSiteData } from '@/lib/pages/get-site-data'
import { clientAddressOf } from '@/lib/security/client-address'
import { createClientRateLimit } from '@/lib/security/client-rate-limit'
import { secretMatches } from '@/lib/security/secret-check'

/** Requests one address may send a minute, counted per server process. */
export const PREVIEWS_PER_MINUTE = 30
const MAX_CLIENTS = 10_000
const MAX_SLUG = 512

export type PreviewConfig = Pick<
  SiteConfig,
  'REVALIDATE_SECRET' | 'PREVIEW_SECRET' | 'CLIENT_IP_HEADER'
>

export interface PreviewRouteOptions {
  config: () => PreviewConfig
  now?: () => number
}

const queryText = (value: string | string[] | undefined) =>
  typeof value === 'string' && value.length <= MAX_SLUG ? value : ''

/**
 * The path of the post or page a preview asks for, by slug or Notion id, in any language's site,
 * drafts included; null when there is none. Only a post's own path: nothing else is redirected to.
 */
export async function previewPath(slug: string): Promise<string | null> {
  const id = toUuid(slug)
  for (const lang of [null, ...(await languagePrefixes())]) {
    const data = await previewSiteData(lang)
    const post = data?.posts.find(
      (p) => p.target === '_self' && (p.slug === slug || (id !== null && p.id === id))
    )
    if (post) return post.href
  }
  return null
}

/**
 * GET /api/preview?secret=…&slug=… in server mode, when REVALIDATE_SECRET or PREVIEW_SECRET is
 * set (404 otherwise): turns on Next's draft mode (a cookie) and redirects to the post, which
 * then renders live, drafts included, with the preview bar (lib/pages/preview-page.ts). The
 * secret is compared in constant time; a wrong one is a 401, an unknown slug a 404; 429 over the
 * address's rate (per server process). The answer is never cached and sends no Referer on.
 */
export function createPreviewRoute(options: PreviewRouteOptions) {
  const rate = createClientRateLimit({
    limit: PREVIEWS_PER_MINUTE,
    windowMs: 60_000,
    maxClients: MAX_CLIENTS,
    ...(options.now ? { now: options.now } : {})
  })
  return async function preview(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    res.setHeader('Cache-Control', 'private, no-store')
    res.setHeader('Referrer-Policy', 'no-referrer')
    res.setHeader('X-Robots-Tag', 'noindex')
    const refuse = (status: number, error: string) => res.status(status).json({ ok: false, error })
    const config = options.config()
    if (!config.REVALIDATE_SECRET && !config.PREVIEW_SECRET) return refuse(404, 'not-found')
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET')
      return refuse(405, 'method-not-allowed')
    }
    const allowed = rate.hit(clientAddressOf(req, config.CLIENT_IP_HEADER))
    if (!allowed.ok) {
      res.setHeader('Retry-After', String(allowed.retryAfterSeconds))
      return refuse(429, 'rate-limited')
    }
    const secret = queryText(req.query.secret)
    const opened =
      secretMatches(secret, config.REVALIDATE_SECRET) ||
      secretMatches(secret, config.PREVIEW_SECRET)
    if (!opened) return refuse(401, 'unauthorized')
    const slug = queryText(req.query.slug)
    const path = slug ? await previewPath(slug) : null
    if (!path) return refuse(404, 'no-such-post')
    res.setDraftMode({ enable: true })
    res.redirect(307, withBasePath(path))
  }
}

/**
 * GET /api/exit-preview: ends draft mode (the preview bar's link) and goes to the home page.
 * Needs no secret: it only removes the owner's own cookie.
 */
export function exitPreview(_req: NextApiRequest, res: NextApiResponse): void {
  res.setHeader('Cache-Control', 'private, no-store')
  res.setHeader('X-Robots-Tag', 'noindex')
  res.setDraftMode({ enable: false })
  res.redirect(307, withBasePath('/'))
}
