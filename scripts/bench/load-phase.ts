/**
 * The load phase: autocannon against `next start` while pages regenerate and the mock Notion API
 * answers some requests with 429 and 500. What a visitor feels when a post goes viral during an
 * edit: requests per second, latency, and whether any existing page failed (it must not).
 */
import type autocannon from 'autocannon'
import { log } from '../../lib/log'
import { SEARCH_API_PATH } from '../../lib/search/search-index-path'
import type { MockNotion } from '../mock-notion/mock-server'
import { importTool } from '../lib/tools'

export const LOAD = { connections: 64, seconds: 20 } as const

export interface LoadTarget {
  name: string
  path: string
}

/** What one autocannon run measured. */
export interface RunFigures {
  requestsPerSec: number
  p50Ms: number
  p99Ms: number
  total: number
  /** Responses other than 2xx, and connection errors or timeouts: 0 for pages that exist. */
  non2xx: number
  errors: number
}

export interface LoadRow extends LoadTarget, RunFigures {}

export function runFigures(result: Awaited<ReturnType<typeof autocannon>>): RunFigures {
  return {
    requestsPerSec: Math.round(result.requests.average),
    // autocannon leaves latency out when no request completed in the run (seen on a machine
    // at load 16): the row then says so through its counts instead of the bench failing.
    p50Ms: result.latency?.p50 ?? 0,
    p99Ms: result.latency?.p99 ?? 0,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts
  }
}

export interface LoadFigures {
  rows: LoadRow[]
  /** Notion requests the server made during the phase, and how many the mock failed on purpose. */
  notionRequests?: number
  faultsServed?: number
}

/** Home, a post and a search: what a burst of visitors asks for. */
export const loadTargets = (postPath: string): LoadTarget[] => [
  { name: 'home', path: '/' },
  { name: 'post', path: postPath },
  { name: 'search', path: `${SEARCH_API_PATH}?q=light` }
]

type LoadSize = { connections: number; seconds: number }

async function hammer(origin: string, target: LoadTarget, size: LoadSize): Promise<LoadRow> {
  const run = (await importTool<{ default: typeof autocannon }>('autocannon')).default
  const result = await run({
    url: `${origin}${target.path}`,
    connections: size.connections,
    duration: size.seconds,
    headers: { 'accept-encoding': 'gzip' }
  })
  return { ...target, ...runFigures(result) }
}

/**
 * Each target in turn. With a mock, `beforeEach` makes content stale (an edit) and the mock fails
 * the next Notion requests with 429 and 500, so regenerations run into errors under load.
 */
export async function loadPhase(
  origin: string,
  targets: readonly LoadTarget[],
  notion?: { mock: MockNotion; beforeEach: () => void },
  size: LoadSize = LOAD
): Promise<LoadFigures> {
  const rows: LoadRow[] = []
  const from = notion?.mock.requests.length ?? 0
  let faults = 0
  for (const target of targets) {
    log.info(`bench: load on ${target.path} (${size.connections} connections, ${size.seconds} s)…`)
    if (notion) {
      notion.beforeEach()
      notion.mock.faults.push({ status: 429, retryAfter: 1, times: 3 }, { status: 500, times: 3 })
      faults += 6
    }
    rows.push(await hammer(origin, target, size))
  }
  if (!notion) return { rows }
  const left = notion.mock.faults.reduce((n, f) => n + (f.times ?? 0), 0)
  notion.mock.faults.length = 0
  return {
    rows,
    notionRequests: notion.mock.requests.length - from,
    faultsServed: faults - left
  }
}
