import { createHash } from 'node:crypto'

export type SubscribeResult = 'subscribed' | 'invalid' | 'failed'

export interface MailchimpAccount {
  listId: string
  apiKey: string
  fetchImpl?: typeof fetch
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,185}\.[^\s@]{2,63}$/

export const isEmail = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 254 && EMAIL.test(value.trim())

/** The account's data centre, from the key's suffix (`…-us22`); null when the key has none. */
export function dataCentreOf(apiKey: string): string | null {
  const dc = apiKey.split('-').pop() ?? ''
  return apiKey.includes('-') && /^[a-z]{2,4}\d{1,3}$/.test(dc) ? dc : null
}

/**
 * Adds (or keeps) an address on the audience through Mailchimp's Marketing API: a PUT on the
 * member keyed by the address's hash, so a second sign-up is no error. Never throws.
 */
export async function subscribeToMailchimp(
  email: string,
  account: MailchimpAccount
): Promise<SubscribeResult> {
  if (!isEmail(email)) return 'invalid'
  const dc = dataCentreOf(account.apiKey)
  if (!dc || !/^[\w-]{1,64}$/.test(account.listId)) return 'failed'
  const address = email.trim().toLowerCase()
  const member = createHash('md5').update(address).digest('hex')
  const url = `https://${dc}.api.mailchimp.com/3.0/lists/${account.listId}/members/${member}`
  try {
    const response = await (account.fetchImpl ?? fetch)(url, {
      method: 'PUT',
      headers: {
        authorization: `Basic ${Buffer.from(`notionpress:${account.apiKey}`).toString('base64')}`,
        'content-type': 'application/json'
      },
      body: JSON.stringify({ email_address: address, status_if_new: 'subscribed' }),
      signal: AbortSignal.timeout(10_000)
    })
    if (response.ok) return 'subscribed'
    return response.status === 400 ? 'invalid' : 'failed'
  } catch {
    return 'failed'
  }
}
