import { createHash } from 'node:crypto'

/** `pending`: Mailchimp has sent the confirmation e-mail (double opt-in). */
export type SubscribeResult = 'pending' | 'subscribed' | 'invalid' | 'failed'

export interface MailchimpAccount {
  listId: string
  apiKey: string
  /** New members join as pending until they confirm (MAILCHIMP_DOUBLE_OPT_IN). */
  doubleOptIn: boolean
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
 * member keyed by the address's hash, so a second sign-up is no error. Only a new member gets a
 * status (pending with double opt-in); an existing one, unsubscribed included, is left as it
 * is, and the answer is the same either way, so it never tells who is on the list. Never throws.
 */
export async function subscribeToMailchimp(
  email: string,
  account: MailchimpAccount
): Promise<SubscribeResult> {
  if (!isEmail(email)) return 'invalid'
  const dc = dataCentreOf(account.apiKey)
  if (!dc || !/^[\w-]{1,64}$/.test(account.listId)) return 'failed'
  const address = email.trim().toLowerCase()
  const status = account.doubleOptIn ? 'pending' : 'subscribed'
  const member = createHash('md5').update(address).digest('hex')
  const url = `https://${dc}.api.mailchimp.com/3.0/lists/${account.listId}/members/${member}`
  try {
    const response = await (account.fetchImpl ?? fetch)(url, {
      method: 'PUT',
      headers: {
        authorization: `Basic ${Buffer.from(`notionpress:${account.apiKey}`).toString('base64')}`,
        'content-type': 'application/json'
      },
      body: JSON.stringify({ email_address: address, status_if_new: status }),
      signal: AbortSignal.timeout(10_000)
    })
    if (response.ok) return status
    return response.status === 400 ? 'invalid' : 'failed'
  } catch {
    return 'failed'
  }
}
