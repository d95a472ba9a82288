import { log } from '@/lib/log'
import { systemClock, type Clock } from '@/lib/notion/clock'
import { isTransient, retryAfterMs, statusOf } from '@/lib/notion/notion-errors'
import { createRateLimiter, type RateLimiter } from '@/lib/notion/rate-limiter'
import type { OfficialList } from '@/lib/notion/official/api-types'

/** The API version whose shapes the converter reads (databases hold data sources since it). */
export const NOTION_VERSION = '2025-09-03'

/** Most items the API returns in one page of a list (children, query results). */
export const PAGE_SIZE = 100

export interface OfficialClientOptions {
  /** e.g. https://api.notion.com/v1, without a trailing slash. */
  baseUrl: string
  /** The integration's secret: sent as a bearer token, never logged. */
  token: string
  limiter?: RateLimiter
  clock?: Clock
  /** Retries of one request after a transient failure (429, 5xx, timeout). */
  retries?: number
  /** First backoff when the server gives no Retry-After; doubles per attempt. */
  backoffMs?: number
  timeoutMs?: number
}

/** A reply the API refused: its status, Notion's error code, and its headers (Retry-After). */
export class OfficialApiError extends Error {
  override name = 'OfficialApiError'
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly response: { status: number; headers: Headers }
  ) {
    super(message)
  }
}

export interface OfficialClient {
  get(path: string): Promise<unknown>
  post(path: string, body: unknown): Promise<unknown>
  /** Every item of a paginated list, PAGE_SIZE a request (GET children, POST queries). */
  list<T>(path: string, method?: 'GET' | 'POST', body?: Record<string, unknown>): Promise<T[]>
}

/**
 * Notion's official API over fetch, with the private source's discipline: every request waits for
 * the rate limiter, and 429 / 5xx / timeouts are retried, waiting Retry-After when it is given.
 */
export function createOfficialClient(options: OfficialClientOptions): OfficialClient {
  const clock = options.clock ?? systemClock
  const limiter = options.limiter ?? createRateLimiter(3, clock)
  const retries = options.retries ?? 4
  const backoffMs = options.backoffMs ?? 1000
  const timeoutMs = options.timeoutMs ?? 60_000
  const base = options.baseUrl.replace(/\/+$/, '')

  const once = async (method: string, path: string, body: unknown): Promise<unknown> => {
    await limiter.acquire()
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${options.token}`,
        'notion-version': NOTION_VERSION,
        ...(body === undefined ? {} : { 'content-type': 'application/json' })
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs)
    })
    const text = await response.text()
    let json: unknown = null
    try {
      json = text ? JSON.parse(text) : null
    } catch {
      // Not JSON (a proxy's error page): reported by status below, or as unreadable.
    }
    if (!response.ok) {
      const error = (json ?? {}) as { code?: unknown; message?: unknown }
      const code = typeof error.code === 'string' ? error.code : 'error'
      const detail = typeof error.message === 'string' ? `: ${error.message}` : ''
      throw new OfficialApiError(
        `${method} ${path}: ${response.status} ${code}${detail}`,
        response.status,
        code,
        { status: response.status, headers: response.headers }
      )
    }
    if (json === null || typeof json !== 'object')
      throw new Error(`${method} ${path}: the API answered something that is not JSON`)
    return json
  }

  const request = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await once(method, path, body)
      } catch (error) {
        if (attempt >= retries || !isTransient(error)) throw error
        const wait = retryAfterMs(error, clock.now()) ?? backoffMs * 2 ** attempt
        const status = statusOf(error) ?? 'network error'
        log.warn(
          `Notion ${method} ${path}: ${status}, retrying in ${Math.round(wait / 100) / 10} s`
        )
        await clock.sleep(wait)
      }
    }
  }

  return {
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body),
    async list<T>(
      path: string,
      method: 'GET' | 'POST' = 'GET',
      body: Record<string, unknown> = {}
    ) {
      const items: T[] = []
      let cursor: string | undefined
      for (;;) {
        const page = (
          method === 'GET'
            ? await request('GET', withQuery(path, cursor))
            : await request('POST', path, {
                ...body,
                page_size: PAGE_SIZE,
                ...(cursor ? { start_cursor: cursor } : {})
              })
        ) as OfficialList<T>
        items.push(...(Array.isArray(page.results) ? page.results : []))
        if (!page.has_more || typeof page.next_cursor !== 'string') return items
        cursor = page.next_cursor
      }
    }
  }
}

const withQuery = (path: string, cursor: string | undefined) =>
  `${path}?page_size=${PAGE_SIZE}${cursor ? `&start_cursor=${encodeURIComponent(cursor)}` : ''}`
