import { createHash } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { dataCentreOf, subscribeToMailchimp } from '@/lib/integrations/mailchimp-subscribe'

const account = (fetchImpl: typeof fetch, doubleOptIn = true) => ({
  listId: 'abc123',
  apiKey: 'k3y-us22',
  doubleOptIn,
  fetchImpl
})
const answer = (status: number) => vi.fn(async () => new Response('{}', { status }))

describe('subscribeToMailchimp', () => {
  it('puts the member on the audience at the key’s data centre, keyed by the address hash', async () => {
    const fetchImpl = answer(200)
    expect(await subscribeToMailchimp(' Reader@Example.com ', account(fetchImpl))).toBe('pending')
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit]
    const hash = createHash('md5').update('reader@example.com').digest('hex')
    expect(url).toBe(`https://us22.api.mailchimp.com/3.0/lists/abc123/members/${hash}`)
    expect(init.method).toBe('PUT')
    const auth = (init.headers as Record<string, string>).authorization
    expect(Buffer.from(auth!.replace('Basic ', ''), 'base64').toString()).toBe(
      'notionpress:k3y-us22'
    )
    expect(JSON.parse(String(init.body))).toEqual({
      email_address: 'reader@example.com',
      status_if_new: 'pending'
    })
  })

  it('adds a new member as subscribed at once only without double opt-in', async () => {
    const fetchImpl = answer(200)
    expect(await subscribeToMailchimp('a@b.co', account(fetchImpl, false))).toBe('subscribed')
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit]
    expect(JSON.parse(String(init.body))).toMatchObject({ status_if_new: 'subscribed' })
  })

  it('refuses a bad address without asking Mailchimp', async () => {
    const fetchImpl = answer(200)
    expect(await subscribeToMailchimp('not-an-address', account(fetchImpl))).toBe('invalid')
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it('reports what Mailchimp says, and never throws', async () => {
    expect(await subscribeToMailchimp('a@b.co', account(answer(400)))).toBe('invalid')
    expect(await subscribeToMailchimp('a@b.co', account(answer(500)))).toBe('failed')
    const down = vi.fn(async () => {
      throw new TypeError('fetch failed')
    })
    expect(await subscribeToMailchimp('a@b.co', account(down))).toBe('failed')
  })

  it('reads the data centre from the key only when it has one', () => {
    expect(dataCentreOf('abc-us1')).toBe('us1')
    expect(dataCentreOf('abc')).toBeNull()
    expect(dataCentreOf('abc-evil.example.com/')).toBeNull()
  })
})
