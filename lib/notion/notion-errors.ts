import { OwnerError } from '@/lib/owner-error'

/** How the data layer tells a page that will never load from one that may load on the next try. */
interface HttpLikeError {
  status?: number
  statusCode?: number
  response?: { status?: number; headers?: { get(name: string): string | null } }
  name?: string
}

export function statusOf(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined
  const e = error as HttpLikeError
  return e.status ?? e.statusCode ?? e.response?.status
}

/** 408, 429, 5xx, timeouts and network failures: worth retrying, and never a reason to 404. */
export function isTransient(error: unknown): boolean {
  const status = statusOf(error)
  if (status !== undefined) return status === 408 || status === 429 || status >= 500
  const name = (error as HttpLikeError | undefined)?.name
  const message = error instanceof Error ? error.message : String(error)
  // ofetch reports timeouts and connection failures as FetchError without a status.
  return (
    name === 'AbortError' ||
    name === 'TimeoutError' ||
    /timeout|ECONN|ETIMEDOUT|EAI_AGAIN|fetch failed|socket/i.test(message)
  )
}

/** The server's `Retry-After` (seconds or an HTTP date) in ms, if it sent one. */
export function retryAfterMs(error: unknown, now: number): number | undefined {
  const header = (error as HttpLikeError | undefined)?.response?.headers?.get('retry-after')
  if (!header) return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/** The owner must fix the configuration (wrong, private or non-database page, empty database). */
export class WorkspaceError extends OwnerError {
  override name = 'WorkspaceError'
}

/** A page that cannot load as it is now (bad id, deleted, unreadable): logged, skipped, a 404. */
export class PermanentPageError extends Error {
  override name = 'PermanentPageError'
}
