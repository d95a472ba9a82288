import { Readable } from 'node:stream'
import type { NextApiRequest, NextApiResponse } from 'next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createSubscribeRoute,
  MAX_BODY_BYTES,
  MAX_MAILCHIMP_CALLS,
  SIGN_UPS_PER_MINUTE,
  type NewsletterConfig
} from '@/lib/pages/subscribe-route'

const HOST = 'blog.example.com'

interface Sent {
  status?: number
  body?: unknown
  headers: Record<string, string>
}

/** A response that records what the route answered. */
function recorder() {
  const sent: Sent = { headers: {} }
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

interface RequestInput {
  method?: string
  headers?: Record<string, string | undefined>
  body?: string
  ip?: string
}

/** A request as Node hands it to a route without Next's body parser: a stream with headers. */
function request({ method = 'POST', headers = {}, body = '', ip = '203.0.113.9' }: RequestInput) {
  const stream = Readable.from(body ? [Buffer.from(body)] : [])
  const all: Record<string, string> = {
    host: HOST,
    'sec-fetch-site': 'same-origin',
    origin: `https://${HOST}`,
    'content-type': 'application/json'
  }
  for (const [name, value] of Object.entries(headers))
    if (value === undefined) delete all[name]
    else all[name] = value
  return Object.assign(stream, {
    method,
    headers: all,
    socket: { remoteAddress: ip }
  }) as unknown as NextApiRequest
}

const signUp = (email: string, input: RequestInput = {}) =>
  request({ body: JSON.stringify({ email }), ...input })

/** Fake Mailchimp: answers 200 with the member, or waits for `gate` first. */
function fakeMailchimp(gate?: Promise<void>) {
  return vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    if (gate) await gate
    const body = JSON.parse(String(init?.body)) as { email_address: string; status_if_new: string }
    return Response.json({ email_address: body.email_address, status: body.status_if_new })
  })
}

const CONFIG: NewsletterConfig = {
  MAILCHIMP_LIST_ID: 'list1',
  MAILCHIMP_API_KEY: 'key-us5',
  MAILCHIMP_DOUBLE_OPT_IN: true,
  CLIENT_IP_HEADER: ''
}

function route(config: Partial<NewsletterConfig> = {}, fetchImpl = fakeMailchimp()) {
  let now = Date.UTC(2025, 0, 1)
  const handler = createSubscribeRoute({
    config: () => ({ ...CONFIG, ...config }),
    now: () => now,
    fetchImpl: fetchImpl as unknown as typeof fetch
  })
  const send = async (req: NextApiRequest) => {
    const { sent, res } = recorder()
    await handler(req, res)
    return sent
  }
  return { send, fetchImpl, later: (ms: number) => (now += ms) }
}

const sentBody = (fetchImpl: ReturnType<typeof fakeMailchimp>, call = 0) =>
  JSON.parse(String(fetchImpl.mock.calls[call]?.[1]?.body)) as Record<string, unknown>

describe('/api/subscribe', () => {
  it('signs up by double opt-in: the new member is pending until they confirm', async () => {
    const { send, fetchImpl } = route()
    const sent = await send(signUp('Reader@Example.com'))
    expect(sent).toMatchObject({ status: 200, body: { ok: true, result: 'pending' } })
    expect(sent.headers['cache-control']).toBe('no-store')
    expect(String(fetchImpl.mock.calls[0]?.[0])).toMatch(/^https:\/\/us5\.api\.mailchimp\.com\//)
    expect(sentBody(fetchImpl)).toEqual({
      email_address: 'reader@example.com',
      status_if_new: 'pending'
    })
  })

  it('adds the member as subscribed only when the owner turns double opt-in off', async () => {
    const { send, fetchImpl } = route({ MAILCHIMP_DOUBLE_OPT_IN: false })
    expect((await send(signUp('a@b.co'))).body).toEqual({ ok: true, result: 'subscribed' })
    expect(sentBody(fetchImpl)).toMatchObject({ status_if_new: 'subscribed' })
  })

  it('answers 404 when no Mailchimp key is configured', async () => {
    const { send, fetchImpl } = route({ MAILCHIMP_API_KEY: '' })
    expect((await send(signUp('a@b.co'))).status).toBe(404)
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it('answers 405 to anything but a POST, a CORS preflight included', async () => {
    const { send } = route()
    for (const method of ['GET', 'OPTIONS', 'PUT']) {
      const sent = await send(request({ method }))
      expect(sent).toMatchObject({ status: 405, body: { ok: false, error: 'method-not-allowed' } })
      expect(sent.headers.allow).toBe('POST')
    }
  })

  it.each<[string, Record<string, string | undefined>]>([
    ['another site (Sec-Fetch-Site)', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site' }],
    [
      'another origin, no Sec-Fetch-Site',
      { 'sec-fetch-site': undefined, origin: 'https://evil.example' }
    ],
    ['an opaque origin', { 'sec-fetch-site': undefined, origin: 'null' }],
    ['neither header', { 'sec-fetch-site': undefined, origin: undefined }]
  ])('refuses a request from %s with 403', async (_name, headers) => {
    const { send, fetchImpl } = route()
    const sent = await send(signUp('a@b.co', { headers }))
    expect(sent).toMatchObject({ status: 403, body: { ok: false, error: 'cross-origin' } })
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it('takes a same-origin request from a browser without Sec-Fetch-Site, behind a proxy too', async () => {
    const { send } = route()
    const bare = { 'sec-fetch-site': undefined, origin: `https://${HOST}` }
    expect((await send(signUp('a@b.co', { headers: bare }))).status).toBe(200)
    const proxied = { ...bare, host: 'internal:3000', 'x-forwarded-host': HOST }
    expect((await send(signUp('b@b.co', { headers: proxied, ip: '198.51.100.2' }))).status).toBe(
      200
    )
  })

  it.each([
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'text/plain',
    ''
  ])('refuses a %j body with 415 (hidden forms send these without a preflight)', async (type) => {
    const { send, fetchImpl } = route()
    const sent = await send(
      request({ body: 'EMAIL=a%40b.co', headers: { 'content-type': type || undefined } })
    )
    expect(sent).toMatchObject({ status: 415, body: { ok: false, error: 'not-json' } })
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it('takes JSON with a charset', async () => {
    const { send } = route()
    const headers = { 'content-type': 'application/json; charset=utf-8' }
    expect((await send(signUp('a@b.co', { headers }))).status).toBe(200)
  })

  it('refuses a body over the cap with 413, declared or streamed', async () => {
    const { send, fetchImpl } = route()
    const big = JSON.stringify({ email: 'a@b.co', pad: 'x'.repeat(MAX_BODY_BYTES) })
    const declared = { 'content-length': String(big.length) }
    expect(await send(request({ body: big, headers: declared }))).toMatchObject({
      status: 413,
      body: { ok: false, error: 'too-large' }
    })
    expect((await send(request({ body: big, ip: '198.51.100.3' }))).status).toBe(413)
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it('answers 400 to a body that is not JSON or has no address', async () => {
    const { send, fetchImpl } = route()
    expect(await send(request({ body: '{"email":' }))).toMatchObject({
      status: 400,
      body: { error: 'bad-json' }
    })
    for (const body of ['{}', '{"email":"nope"}', '{"email":["a@b.co"]}', 'null', '"a@b.co"'])
      expect(await send(request({ body, ip: '198.51.100.4' }))).toMatchObject({
        status: 400,
        body: { ok: false, error: 'invalid-email', result: 'invalid' }
      })
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it('limits each visitor to a few sign-ups a minute (429 with Retry-After), others unaffected', async () => {
    const { send, fetchImpl, later } = route()
    for (let i = 0; i < SIGN_UPS_PER_MINUTE; i++)
      expect((await send(signUp(`r${i}@b.co`))).status).toBe(200)
    const limited = await send(signUp('one-more@b.co'))
    expect(limited).toMatchObject({ status: 429, body: { ok: false, error: 'rate-limited' } })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(fetchImpl).toHaveBeenCalledTimes(SIGN_UPS_PER_MINUTE)
    expect((await send(signUp('other@b.co', { ip: '198.51.100.7' }))).status).toBe(200)
    later(61_000)
    expect((await send(signUp('again@b.co'))).status).toBe(200)
  })

  it('counts visitors by the configured proxy header, its last entry', async () => {
    const { send } = route({ CLIENT_IP_HEADER: 'x-forwarded-for' })
    const via = (chain: string) => ({ headers: { 'x-forwarded-for': chain } })
    for (let i = 0; i < SIGN_UPS_PER_MINUTE; i++)
      expect((await send(signUp(`p${i}@b.co`, via(`1.1.1.${i}, 192.0.2.1`)))).status).toBe(200)
    expect((await send(signUp('spoof@b.co', via('9.9.9.9, 192.0.2.1')))).status).toBe(429)
    expect((await send(signUp('next@b.co', via('192.0.2.2')))).status).toBe(200)
  })

  it('caps the calls to Mailchimp in flight: 503 with Retry-After beyond, served again after', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const { send, fetchImpl } = route({}, fakeMailchimp(gate))
    const running = Array.from({ length: MAX_MAILCHIMP_CALLS }, (_, i) =>
      send(signUp(`w${i}@b.co`, { ip: `198.51.100.${10 + i}` }))
    )
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(MAX_MAILCHIMP_CALLS))
    const busy = await send(signUp('late@b.co', { ip: '198.51.100.99' }))
    expect(busy).toMatchObject({ status: 503, body: { ok: false, error: 'busy' } })
    expect(busy.headers['retry-after']).toBe('5')
    release()
    expect((await Promise.all(running)).map((s) => s.status)).toEqual(
      Array(MAX_MAILCHIMP_CALLS).fill(200)
    )
    expect((await send(signUp('late@b.co', { ip: '198.51.100.99' }))).status).toBe(200)
  })

  it('reports a Mailchimp failure as 502, and never throws', async () => {
    const down = vi.fn(async () => {
      throw new TypeError('fetch failed')
    })
    const { send } = route({}, down as unknown as ReturnType<typeof fakeMailchimp>)
    expect(await send(signUp('a@b.co'))).toMatchObject({
      status: 502,
      body: { ok: false, result: 'failed' }
    })
  })
})

describe('pages/api/subscribe.ts', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  const page = async (env: Record<string, string>) => {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
    return import('@/pages/api/subscribe')
  }

  it('reads the body itself (no Next body parser) and signs up by double opt-in by default', async () => {
    const fetchMock = fakeMailchimp()
    vi.stubGlobal('fetch', fetchMock)
    const mod = await page({ MAILCHIMP_LIST_ID: 'list1', MAILCHIMP_API_KEY: 'key-us5' })
    expect(mod.config).toEqual({ api: { bodyParser: false } })
    const { sent, res } = recorder()
    await mod.default(signUp('a@b.co'), res)
    expect(sent).toMatchObject({ status: 200, body: { ok: true, result: 'pending' } })
    expect(sentBody(fetchMock)).toMatchObject({ status_if_new: 'pending' })
  })

  it('refuses a hidden form on another site', async () => {
    const fetchMock = fakeMailchimp()
    vi.stubGlobal('fetch', fetchMock)
    const mod = await page({ MAILCHIMP_LIST_ID: 'list1', MAILCHIMP_API_KEY: 'key-us5' })
    const { sent, res } = recorder()
    const form = request({
      body: 'EMAIL=victim%40example.com',
      headers: {
        'sec-fetch-site': 'cross-site',
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded'
      }
    })
    await mod.default(form, res)
    expect(sent.status).toBe(403)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
