/** Notion requests of one benchmark phase, from the mock's log. */
import type { MockRequest } from '../mock-notion/mock-server'

/** Notion's documented average: three requests per second per client. */
export const NOTION_RATE = 3

export interface RequestStats {
  total: number
  byEndpoint: Record<string, number>
  /** Answered 429 (throttled): each one cost a Retry-After wait. */
  throttled: number
  /** First request to last, in ms: the time spent fetching. */
  fetchMs: number
  /** Answered requests ÷ 3/s: no client can fetch faster than this. */
  floorMs: number
  /** fetchMs ÷ floorMs: 1.0 is the best possible. */
  floorRatio: number | null
}

export function requestStats(requests: readonly MockRequest[]): RequestStats {
  const byEndpoint: Record<string, number> = {}
  for (const r of requests) byEndpoint[r.endpoint] = (byEndpoint[r.endpoint] ?? 0) + 1
  const throttled = requests.filter((r) => r.status === 429).length
  const first = requests[0]?.at ?? 0
  const last = requests[requests.length - 1]?.at ?? 0
  const fetchMs = last - first
  const floorMs = ((requests.length - throttled) / NOTION_RATE) * 1000
  return {
    total: requests.length,
    byEndpoint,
    throttled,
    fetchMs,
    floorMs: Math.round(floorMs),
    floorRatio: floorMs > 0 ? Math.round((fetchMs / floorMs) * 100) / 100 : null
  }
}
