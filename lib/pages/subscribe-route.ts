import type { NextApiRequest, NextApiResponse } from 'next'
import type { SiteConfig } from '@/lib/config/types'
import {
  isEmail,
  subscribeToMailchimp,
  type SubscribeResult
} from '@/lib/integrations/mailchimp-subscribe'
import { log } from '@/lib/log'
import { clientAddressOf } from '@/lib/security/client-address'
import { createClientRateLimit } from '@/lib/security/client-rate-limit'
import { createInFlightCap } from '@/lib/security/in-flight'
import { isJsonRequest, readJsonBody } from '@/lib/security/json-body'
import { isSameOrigin } from '@/lib/security/same-origin'

/** Sign-ups one visitor may send a minute. */
export const SIGN_UPS_PER_MINUTE = 5
/** Calls to Mailchimp at once; the route answers 503 beyond. */
export const MAX_MAILCHIMP_CALLS = 4
/** The largest body: `{"email": …}` with room to spare. */
export const MAX_BODY_BYTES = 1024
const MAX_CLIENTS = 10_000
const BUSY_RETRY_SECONDS = 5

export type NewsletterConfig = Pick<
  SiteConfig,
  'MAILCHIMP_LIST_ID' | 'MAILCHIMP_API_KEY' | 'MAILCHIMP_DOUBLE_OPT_IN' | 'CLIENT_IP_HEADER'
>

export interface SubscribeRouteOptions {
  config: () => NewsletterConfig
  now?: () => number
  fetchImpl?: typeof fetch
}

const STATUS: Record<SubscribeResult, number> = {
  pending: 200,
  subscribed: 200,
  invalid: 400,
  failed: 502
}

const emailOf = (body: unknown): string | null => {
  const email = (body as { email?: unknown } | null)?.email
  return isEmail(email) ? email : null
}

/**
 * POST /api/subscribe in server mode: a JSON `{ email }` from a page of this site, put on the
 * Mailchimp audience. Each refusal is a JSON `{ ok: false, error }`: 405 not a POST, 403 from
 * another site, 415 not JSON (a form post), 429 over the visitor's rate, 413 too large, 400 not
 * an address, 503 while enough calls to Mailchimp run. The rate and the calls are counted per
 * server process, in memory.
 */
export function createSubscribeRoute(options: SubscribeRouteOptions) {
  const rate = createClientRateLimit({
    limit: SIGN_UPS_PER_MINUTE,
    windowMs: 60_000,
    maxClients: MAX_CLIENTS,
    ...(options.now ? { now: options.now } : {})
  })
  const calls = createInFlightCap(MAX_MAILCHIMP_CALLS)

  return async function subscribe(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    res.setHeader('Cache-Control', 'no-store')
    const refuse = (status: number, error: string, headers: Record<string, string> = {}) => {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
      res.status(status).json({ ok: false, error })
    }
    const config = options.config()
    if (!config.MAILCHIMP_LIST_ID || !config.MAILCHIMP_API_KEY) return refuse(404, 'not-configured')
    if (req.method !== 'POST') return refuse(405, 'method-not-allowed', { Allow: 'POST' })
    if (!isSameOrigin(req.headers)) return refuse(403, 'cross-origin')
    if (!isJsonRequest(req.headers)) return refuse(415, 'not-json')
    const allowed = rate.hit(clientAddressOf(req, config.CLIENT_IP_HEADER))
    if (!allowed.ok)
      return refuse(429, 'rate-limited', { 'Retry-After': String(allowed.retryAfterSeconds) })
    const body = await readJsonBody(req, MAX_BODY_BYTES)
    if (body.kind === 'too-large') return refuse(413, 'too-large')
    if (body.kind === 'bad-json') return refuse(400, 'bad-json')
    const email = emailOf(body.value)
    if (!email) {
      res.status(400).json({ ok: false, error: 'invalid-email', result: 'invalid' })
      return
    }
    const done = calls.tryStart()
    if (!done) return refuse(503, 'busy', { 'Retry-After': String(BUSY_RETRY_SECONDS) })
    let result: SubscribeResult
    try {
      result = await subscribeToMailchimp(email, {
        listId: config.MAILCHIMP_LIST_ID,
        apiKey: config.MAILCHIMP_API_KEY,
        doubleOptIn: config.MAILCHIMP_DOUBLE_OPT_IN,
        ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {})
      })
    } finally {
      done()
    }
    if (result === 'failed') log.warn('Newsletter: Mailchimp did not accept a sign-up')
    res.status(STATUS[result]).json({ ok: result === 'pending' || result === 'subscribed', result })
  }
}
