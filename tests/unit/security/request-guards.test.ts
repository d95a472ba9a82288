import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { clientAddressOf } from '@/lib/security/client-address'
import { createClientRateLimit } from '@/lib/security/client-rate-limit'
import { createInFlightCap } from '@/lib/security/in-flight'
import { isJsonRequest, readJsonBody } from '@/lib/security/json-body'
import { isSameOrigin } from '@/lib/security/same-origin'

describe('createClientRateLimit', () => {
  it('allows `limit` requests per client in any window, then says when to retry', () => {
    let now = 0
    const limit = createClientRateLimit({
      limit: 2,
      windowMs: 60_000,
      maxClients: 10,
      now: () => now
    })
    expect(limit.hit('a')).toEqual({ ok: true })
    now = 20_000
    expect(limit.hit('a')).toEqual({ ok: true })
    now = 30_000
    expect(limit.hit('a')).toEqual({ ok: false, retryAfterSeconds: 30 })
    expect(limit.hit('b')).toEqual({ ok: true })
    now = 60_001
    expect(limit.hit('a')).toEqual({ ok: true })
    expect(limit.hit('a')).toEqual({ ok: false, retryAfterSeconds: 20 })
  })

  it('remembers at most `maxClients`, forgetting the least recently seen', () => {
    const limit = createClientRateLimit({ limit: 1, windowMs: 60_000, maxClients: 3, now: () => 0 })
    for (const client of ['a', 'b', 'c']) limit.hit(client)
    expect(limit.hit('a').ok).toBe(false)
    for (let i = 0; i < 10_000; i++) limit.hit(`flood-${i}`)
    expect(limit.size).toBe(3)
    expect(limit.hit('b').ok).toBe(true)
  })
})

describe('createInFlightCap', () => {
  it('hands out `max` slots, refuses beyond, and takes each back once', () => {
    const cap = createInFlightCap(2)
    const first = cap.tryStart()
    const second = cap.tryStart()
    expect(cap.tryStart()).toBeNull()
    first?.()
    first?.()
    expect(cap.running).toBe(1)
    expect(cap.tryStart()).not.toBeNull()
    second?.()
    expect(cap.running).toBe(1)
  })
})

describe('isSameOrigin', () => {
  it.each<[Record<string, string>, boolean]>([
    [{ 'sec-fetch-site': 'same-origin', host: 'a.example' }, true],
    [{ 'sec-fetch-site': 'same-site', host: 'a.example', origin: 'https://a.example' }, false],
    [{ 'sec-fetch-site': 'cross-site', host: 'a.example', origin: 'https://a.example' }, false],
    [{ 'sec-fetch-site': 'none', host: 'a.example' }, false],
    [{ origin: 'https://a.example', host: 'a.example' }, true],
    [{ origin: 'https://A.example:8443', host: 'a.example:8443' }, true],
    [{ origin: 'https://a.example:8443', host: 'a.example' }, false],
    [{ origin: 'https://a.example.evil.com', host: 'a.example' }, false],
    [{ origin: 'https://evil.example', host: 'a.example' }, false],
    [{ origin: 'null', host: 'a.example' }, false],
    [{ origin: 'https://a.example', host: '10.0.0.2:3000', 'x-forwarded-host': 'a.example' }, true],
    [{ host: 'a.example' }, false]
  ])('%j -> %s', (headers, same) => expect(isSameOrigin(headers)).toBe(same))
})

describe('clientAddressOf', () => {
  const req = (headers: Record<string, string>) => ({
    headers,
    socket: { remoteAddress: '10.0.0.1' }
  })
  it('uses the connection unless a header is named, then its last entry', () => {
    const chain = { 'x-forwarded-for': '6.6.6.6, 203.0.113.5' }
    expect(clientAddressOf(req(chain), '')).toBe('10.0.0.1')
    expect(clientAddressOf(req(chain), 'X-Forwarded-For')).toBe('203.0.113.5')
    expect(clientAddressOf(req({}), 'x-real-ip')).toBe('10.0.0.1')
    expect(clientAddressOf(req(chain), 'x-forwarded-for: x')).toBe('10.0.0.1')
    expect(clientAddressOf({ headers: {} }, '')).toBe('unknown')
  })
})

describe('readJsonBody', () => {
  const body = (chunks: string[], headers: Record<string, string> = {}) =>
    Object.assign(Readable.from(chunks.map((c) => Buffer.from(c))), { headers })

  it('reads JSON up to the cap, whatever the chunks', async () => {
    expect(await readJsonBody(body(['{"email":', '"a@b.co"}']), 64)).toEqual({
      kind: 'json',
      value: { email: 'a@b.co' }
    })
    expect(await readJsonBody(body(['{"a":1']), 64)).toEqual({ kind: 'bad-json' })
    expect(await readJsonBody(body([]), 64)).toEqual({ kind: 'bad-json' })
  })

  it('refuses a larger body, by its declared length or as it streams', async () => {
    expect(await readJsonBody(body(['{}'], { 'content-length': '65' }), 64)).toEqual({
      kind: 'too-large'
    })
    expect(await readJsonBody(body(['{"a":"', 'x'.repeat(64), '"}']), 64)).toEqual({
      kind: 'too-large'
    })
  })

  it('knows a JSON content type', () => {
    expect(isJsonRequest({ 'content-type': 'Application/JSON; charset=utf-8' })).toBe(true)
    expect(isJsonRequest({ 'content-type': 'application/json-patch+json' })).toBe(false)
    expect(isJsonRequest({ 'content-type': 'text/plain' })).toBe(false)
    expect(isJsonRequest({})).toBe(false)
  })
})
