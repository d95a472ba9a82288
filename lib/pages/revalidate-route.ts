import type { NextApiRequest, NextApiResponse } from 'next'
import type { SiteConfig } from '@/lib/config/types'
import { log } from '@/lib/log'
import { regenerate as regenerateNow } from '@/lib/pages/on-demand'
import { payloadOf } from '@/lib/pages/revalidate-payload'
import { clientAddressOf } from '@/lib/security/client-address'
import { createClientRateLimit } from '@/lib/security/client-rate-limit'
import { parseJson, readRawBody } from '@/lib/security/json-body'
import { headerOf } from '@/lib/security/request-headers'
import { notionSignatureMatches, secretMatches } from '@/lib/security/secret-check'

/** Requests one address may send a minute, counted per server process. */
export const REVALIDATIONS_PER_MINUTE = 30
/** The largest body: a Notion automation sends every property of the row. */
export const MAX_BODY_BYTES = 64 * 1024
const MAX_CLIENTS = 10_000

export type RevalidateConfig = Pick<
  SiteConfig,
  'REVALIDATE_SECRET' | 'NOTION_WEBHOOK_TOKEN' | 'CLIENT_IP_HEADER'
>

export interface RevalidateRouteOptions {
  config: () => RevalidateConfig
  now?: () => number
  /** The regeneration (lib/pages/on-demand.ts); replaced in tests of the route alone. */
  regenerate?: typeof regenerateNow
}

/** The secret of a script or a Notion automation: `X-Revalidate-Secret`, or a bearer token. */
function secretOf(req: NextApiRequest): string {
  const header = headerOf(req.headers, 'x-revalidate-secret')
  if (header) return header
  const bearer = /^Bearer\s+(.+)$/i.exec(headerOf(req.headers, 'authorization'))
  return bearer?.[1]?.trim() ?? ''
}

/**
 * POST /api/revalidate in server mode, only when REVALIDATE_SECRET is set (404 otherwise):
 * regenerates a post and the pages that list it now (lib/pages/on-demand.ts) and answers what
 * it regenerated, as JSON. A request proves itself by the secret (`X-Revalidate-Secret` or
 * `Authorization: Bearer`), compared in constant time, or, from Notion's integration webhooks,
 * by `X-Notion-Signature` over the raw body with NOTION_WEBHOOK_TOKEN. Refusals, before any work
 * or request to Notion: 405 not a POST, 429 over the address's rate (per server process, in
 * memory), 413 a body over MAX_BODY_BYTES, 401 no valid secret or signature, 400 a body naming
 * nothing. The secret is never echoed or logged.
 */
export function createRevalidateRoute(options: RevalidateRouteOptions) {
  const rate = createClientRateLimit({
    limit: REVALIDATIONS_PER_MINUTE,
    windowMs: 60_000,
    maxClients: MAX_CLIENTS,
    ...(options.now ? { now: options.now } : {})
  })
  const regenerate = options.regenerate ?? regenerateNow

  return async function revalidate(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    res.setHeader('Cache-Control', 'no-store')
    const refuse = (status: number, error: string, headers: Record<string, string> = {}) => {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
      res.status(status).json({ ok: false, error })
    }
    const config = options.config()
    if (!config.REVALIDATE_SECRET) return refuse(404, 'not-found')
    if (req.method !== 'POST') return refuse(405, 'method-not-allowed', { Allow: 'POST' })
    const allowed = rate.hit(clientAddressOf(req, config.CLIENT_IP_HEADER))
    if (!allowed.ok)
      return refuse(429, 'rate-limited', { 'Retry-After': String(allowed.retryAfterSeconds) })
    const raw = await readRawBody(req, MAX_BODY_BYTES)
    if (raw.kind === 'too-large') return refuse(413, 'too-large')
    if (raw.kind === 'failed') return refuse(400, 'bad-body')
    const body = parseJson(raw.bytes)
    const payload = body.kind === 'json' ? payloadOf(body.value) : null
    const signature = headerOf(req.headers, 'x-notion-signature')
    if (!signature && payload?.kind === 'verification') {
      // Notion's subscription handshake is unsigned: the token is for the owner to paste into
      // Notion and NOTION_WEBHOOK_TOKEN. Logged only while no token is configured.
      if (!config.NOTION_WEBHOOK_TOKEN)
        log.info(
          `Notion webhook verification token: ${payload.token} (paste it into the subscription's "Verify" form in Notion and set NOTION_WEBHOOK_TOKEN to it)`
        )
      res.status(200).json({ ok: true, verification: 'received' })
      return
    }
    const authorised = signature
      ? notionSignatureMatches(signature, raw.bytes, config.NOTION_WEBHOOK_TOKEN)
      : secretMatches(secretOf(req), config.REVALIDATE_SECRET)
    if (!authorised) return refuse(401, 'unauthorized')
    if (!payload) return refuse(400, 'bad-json')
    if (payload.kind === 'invalid') return refuse(400, 'bad-payload')
    if (payload.kind !== 'target') {
      res.status(200).json({ ok: true, ignored: payload.kind === 'ignored' ? payload.reason : '' })
      return
    }
    let result: Awaited<ReturnType<typeof regenerate>>
    try {
      result = await regenerate(payload.target, (path) => res.revalidate(path))
    } catch (error) {
      log.warn(
        `on-demand regeneration failed: ${error instanceof Error ? error.message : String(error)}`
      )
      return refuse(502, 'notion-failed')
    }
    if (!result.found) return refuse(404, 'no-such-page')
    res.status(200).json({ ok: result.failed.length === 0, ...result })
  }
}
