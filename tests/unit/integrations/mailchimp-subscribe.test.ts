import { createHash } from 'node:crypto'
import type { NextApiRequest, NextApiResponse } from 'next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dataCentreOf, subscribeToMailchimp } from '@/lib/integrations/mailchimp-subscribe'

const account = (fetchImpl: typeof fetch) => ({ listId: 'abc123', apiKey: 'k3y-us22', fetchImpl })
const answer = (status: number) => vi.fn(async () => new Response('{}', { status }))

describe('subscribeToMailchimp', () => {
  it('puts the member on the audience at the key’s data centre, keyed by the address hash', async () => {
    const fetchImpl = answer(200)
    expect(await subscribeToMailchimp(' Reader@Example.com ', account(fetchImpl))).toBe(
      'subscribed'
    )
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
      status_if_new: 'subscribed'
    })
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

/** A response that records what the route answered. */
function recorder() {
  const sent: { status?: number; body?: unknown; headers: Record<string, string> } = {
    headers: {}
  }
  const res = {
    status(code: number) {
      sent.status = code
      return res
    },
    setHeader(name: string, value: string) {
      sent.headers[name.toLowerCase()] = value
      return res
    },
    json(body: unknown) {
      sent.body = body
    },
    send(body: unknown) {
      sent.body = body
    }
  }
  return { sent, res: res as unknown as NextApiResponse }
}

describe('/api/subscribe', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  const route = async (env: Record<string, string>) => {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
    return (await import('@/pages/api/subscribe')).default
  }
  const request = (body: unknown, type = 'application/json', method = 'POST') =>
    ({ method, body, headers: { 'content-type': type } }) as unknown as NextApiRequest

  it('answers 404 when no Mailchimp key is configured', async () => {
    const handler = await route({})
    const { sent, res } = recorder()
    await handler(request({ email: 'a@b.co' }), res)
    expect(sent.status).toBe(404)
  })

  it('subscribes with the server-side key and answers JSON, or text to a plain form', async () => {
    const fetchMock = answer(200)
    vi.stubGlobal('fetch', fetchMock)
    const handler = await route({ MAILCHIMP_LIST_ID: 'list1', MAILCHIMP_API_KEY: 'key-us5' })
    const json = recorder()
    await handler(request({ email: 'a@b.co' }), json.res)
    expect(json.sent).toMatchObject({ status: 200, body: { ok: true, result: 'subscribed' } })
    expect(String((fetchMock.mock.calls[0] as unknown[] | undefined)?.[0])).toContain(
      'https://us5.api.mailchimp.com/'
    )
    const form = recorder()
    await handler(request({ EMAIL: 'nope' }, 'application/x-www-form-urlencoded'), form.res)
    expect(form.sent.status).toBe(400)
    expect(typeof form.sent.body).toBe('string')
    const get = recorder()
    await handler(request({}, 'application/json', 'GET'), get.res)
    expect(get.sent.status).toBe(405)
  })
})
