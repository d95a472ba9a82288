import { NotionAPI } from 'notion-client'
import { log } from '@/lib/log'
import { systemClock, type Clock } from '@/lib/notion/clock'
import { isTransient, retryAfterMs, statusOf } from '@/lib/notion/notion-errors'
import { createRateLimiter, type RateLimiter } from '@/lib/notion/rate-limiter'

export interface NotionClientOptions {
  apiBaseUrl: string
  authToken?: string
  activeUser?: string
  limiter?: RateLimiter
  clock?: Clock
  /** Retries of one request after a transient failure (429, 5xx, timeout). */
  retries?: number
  /** First backoff when the server gives no Retry-After; doubles per attempt. */
  backoffMs?: number
  /** Per-request timeout. */
  timeoutMs?: number
}

type FetchArgs = Parameters<NotionAPI['fetch']>[0]

/**
 * notion-client with our own request discipline. Its built-in retry sleeps 60-75 s on any 429
 * whatever Retry-After says, so it is switched off (`retry: 0`) and `fetch`, which every
 * endpoint goes through, retries instead; the rate limiter sits in `onRequest` so it paces every
 * HTTP request, including the ones getPage fans out internally.
 */
class DisciplinedNotionAPI extends NotionAPI {
  constructor(
    private readonly opts: Required<Omit<NotionClientOptions, 'authToken' | 'activeUser'>>,
    auth: Pick<NotionClientOptions, 'authToken' | 'activeUser'>
  ) {
    super({
      apiBaseUrl: opts.apiBaseUrl.replace(/\/+$/, ''),
      authToken: auth.authToken || undefined,
      activeUser: auth.activeUser || undefined,
      ofetchOptions: {
        retry: 0,
        timeout: opts.timeoutMs,
        onRequest: () => opts.limiter.acquire()
      }
    })
  }

  override async fetch<T>(args: FetchArgs): Promise<T> {
    const { clock, retries, backoffMs } = this.opts
    for (let attempt = 0; ; attempt++) {
      try {
        return await super.fetch<T>(args)
      } catch (error) {
        if (attempt >= retries || !isTransient(error)) throw error
        const wait = retryAfterMs(error, clock.now()) ?? backoffMs * 2 ** attempt
        const status = statusOf(error) ?? 'network error'
        log.warn(`Notion ${args.endpoint}: ${status}, retrying in ${Math.round(wait / 100) / 10} s`)
        await clock.sleep(wait)
      }
    }
  }
}

export function createNotionApi(options: NotionClientOptions): NotionAPI {
  const clock = options.clock ?? systemClock
  return new DisciplinedNotionAPI(
    {
      apiBaseUrl: options.apiBaseUrl,
      clock,
      limiter: options.limiter ?? createRateLimiter(3, clock),
      retries: options.retries ?? 4,
      backoffMs: options.backoffMs ?? 1000,
      timeoutMs: options.timeoutMs ?? 60_000
    },
    options
  )
}
