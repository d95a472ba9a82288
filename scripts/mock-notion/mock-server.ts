import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { MockStore, valueOf } from './mock-store'
import { routes, type Reply } from './mock-routes'

export interface MockRequest {
  endpoint: string
  /** The page a loadPageChunk asked for. */
  pageId?: string
  body: Record<string, unknown>
  headers: http.IncomingHttpHeaders
  /** When it arrived (ms since epoch) and the status it was answered with. */
  at: number
  status?: number
}

export interface Fault {
  endpoint?: string
  pageId?: string
  /** Matches a record-endpoint request that asks for this record among others. */
  recordId?: string
  /** Matches a queryCollection of this collection. */
  collectionId?: string
  status: number
  retryAfter?: number
  /** How many matching requests fail; default all. */
  times?: number
}

export interface MockOptions {
  /** Added to every reply, like the network. */
  latencyMs?: number
  /** Notion-like throttling: beyond this many requests per second, 429 with Retry-After. */
  throttle?: { perSecond: number; retryAfterSec?: number }
  port?: number
}

export interface MockNotion {
  /** apiBaseUrl for NotionAPI: http://127.0.0.1:<port>/api/v3 */
  url: string
  store: MockStore
  requests: MockRequest[]
  faults: Fault[]
  count(endpoint?: string, pageId?: string): number
  close(): Promise<void>
}

/** A loopback Notion API over a MockStore (NOTION-API.md §6), with request log and faults. */
export async function startMockNotion(
  store = new MockStore(),
  options: MockOptions = {}
): Promise<MockNotion> {
  const requests: MockRequest[] = []
  const faults: Fault[] = []
  const recent: number[] = []
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    req.on('end', () => {
      const endpoint = new URL(req.url ?? '/', 'http://mock').pathname.split('/').pop() ?? ''
      let body: Record<string, unknown> = {}
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {}
      } catch {
        // A malformed body is answered like Notion would: 400 below.
      }
      const pageId = typeof body.pageId === 'string' ? body.pageId : undefined
      const logged: MockRequest = { endpoint, body, headers: req.headers, at: Date.now() }
      if (pageId) logged.pageId = pageId
      requests.push(logged)
      const reply = faultReply(endpoint, pageId, body) ?? throttleReply() ?? route(endpoint, body)
      logged.status = reply.status
      const send = () => {
        res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers })
        res.end(JSON.stringify(reply.json))
      }
      if (options.latencyMs) setTimeout(send, options.latencyMs)
      else send()
    })
  })

  const faultReply = (
    endpoint: string,
    pageId: string | undefined,
    body: Record<string, unknown>
  ): Reply | undefined => {
    const fault = faults.find(
      (f) =>
        (!f.endpoint || f.endpoint === endpoint) &&
        (!f.pageId || f.pageId === pageId) &&
        (!f.recordId || recordIdsOf(body).includes(f.recordId)) &&
        (!f.collectionId ||
          (body.collection as { id?: unknown } | undefined)?.id === f.collectionId) &&
        (f.times ?? 1) > 0
    )
    if (!fault) return undefined
    if (fault.times !== undefined) fault.times--
    const headers: Record<string, string> =
      fault.retryAfter !== undefined ? { 'retry-after': String(fault.retryAfter) } : {}
    return {
      status: fault.status,
      json: { errorId: 'mock', name: 'MockFault', message: `fault ${fault.status}` },
      headers
    }
  }

  const throttleReply = (): Reply | undefined => {
    if (!options.throttle) return undefined
    const now = Date.now()
    while (recent.length > 0 && (recent[0] ?? 0) <= now - 1000) recent.shift()
    if (recent.length < options.throttle.perSecond) {
      recent.push(now)
      return undefined
    }
    const retryAfter = String(options.throttle.retryAfterSec ?? 1)
    return {
      status: 429,
      json: { errorId: 'mock', name: 'RateLimitedError' },
      headers: { 'retry-after': retryAfter }
    }
  }

  const route = (endpoint: string, body: Record<string, unknown>): Reply => {
    const handler = routes[endpoint]
    if (!handler) return { status: 404, json: { message: `no route ${endpoint}` } }
    try {
      return handler(store, body)
    } catch (error) {
      return {
        status: 400,
        json: { errorId: 'mock', name: 'ValidationError', message: String(error) }
      }
    }
  }

  server.listen(options.port ?? 0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/api/v3`,
    store,
    requests,
    faults,
    count: (endpoint, pageId) =>
      requests.filter(
        (r) => (!endpoint || r.endpoint === endpoint) && (!pageId || r.pageId === pageId)
      ).length,
    close: () => new Promise((resolve) => server.close(() => resolve()))
  }
}

/** The ids a record-endpoint request asks for (either body form). */
export function recordIdsOf(body: Record<string, unknown>): string[] {
  const requests = Array.isArray(body.requests) ? (body.requests as unknown[]) : []
  return requests.flatMap((r) => {
    const request = r as { id?: unknown; pointer?: { id?: unknown } }
    const id = request.pointer?.id ?? request.id
    return typeof id === 'string' ? [id] : []
  })
}

export { MockStore, valueOf }
