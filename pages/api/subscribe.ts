import type { NextApiRequest, NextApiResponse } from 'next'
import { envConfig } from '@/lib/config/load-config'
import { messagesFor } from '@/lib/i18n/messages'
import { subscribeToMailchimp, type SubscribeResult } from '@/lib/integrations/mailchimp-subscribe'
import { log } from '@/lib/log'

const STATUS: Record<SubscribeResult, number> = { subscribed: 200, invalid: 400, failed: 502 }

/**
 * Newsletter sign-ups in server mode (an export has no API routes; its form posts to
 * MAILCHIMP_FORM_URL). A JSON request gets JSON; a plain form post, a line of text.
 */
export default async function subscribe(req: NextApiRequest, res: NextApiResponse) {
  const config = envConfig()
  if (!config.MAILCHIMP_LIST_ID || !config.MAILCHIMP_API_KEY) {
    res.status(404).json({ ok: false })
    return
  }
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST')
    res.status(405).json({ ok: false })
    return
  }
  const body = (req.body ?? {}) as { email?: unknown; EMAIL?: unknown }
  const result = await subscribeToMailchimp(String(body.email ?? body.EMAIL ?? ''), {
    listId: config.MAILCHIMP_LIST_ID,
    apiKey: config.MAILCHIMP_API_KEY
  })
  if (result === 'failed') log.warn('Newsletter: Mailchimp did not accept a sign-up')
  res.setHeader('Cache-Control', 'no-store')
  if (String(req.headers['content-type'] ?? '').includes('application/json')) {
    res.status(STATUS[result]).json({ ok: result === 'subscribed', result })
    return
  }
  const t = messagesFor(config.LANG).MAILCHIMP
  res.status(STATUS[result]).setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.send(result === 'subscribed' ? t.SUCCESS : result === 'invalid' ? t.INVALID : t.FAILED)
}
