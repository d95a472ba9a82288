import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatReport, type BenchResults } from '../../../scripts/bench/bench-report'
import { loadPhase } from '../../../scripts/bench/load-phase'
import { toolInstalled } from '../../../scripts/lib/tools'

let server: Server
let origin = ''

beforeAll(async () => {
  server = createServer((req, res) => {
    res.statusCode = req.url === '/broken' ? 500 : 200
    res.end('ok')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('the bench load phase', () => {
  // autocannon lives in tools/ (installed by `npm run bench`); without it this one is skipped.
  it.skipIf(!toolInstalled('autocannon'))(
    'measures throughput and latency, and counts every failed response',
    async () => {
      const { rows } = await loadPhase(
        origin,
        [
          { name: 'home', path: '/' },
          { name: 'broken', path: '/broken' }
        ],
        undefined,
        { connections: 4, seconds: 1 }
      )
      const [home, broken] = rows
      expect(home?.total).toBeGreaterThan(10)
      expect(home?.requestsPerSec).toBeGreaterThan(0)
      expect(home?.non2xx).toBe(0)
      expect(home?.p99Ms).toBeGreaterThanOrEqual(home?.p50Ms ?? 0)
      expect(broken?.non2xx).toBe(broken?.total)
    }
  )

  it('appears in the report beside the bare app', () => {
    const row = (name: string, rps: number) => ({
      name,
      path: '/',
      requestsPerSec: rps,
      p50Ms: 3,
      p99Ms: 40,
      total: rps * 20,
      non2xx: 0,
      errors: 0
    })
    const text = formatReport({
      date: 'd',
      machine: 'm',
      posts: 8,
      mock: { perSecond: 3, latencyMs: 100, retryAfterSec: 1 },
      fullBuild: { wallMs: 1, peakRssBytes: 1, atPeak: [], requests: stats },
      rebuild: { wallMs: 1, peakRssBytes: 1, atPeak: [], requests: stats },
      isr: undefined,
      sizes: [],
      browser: [],
      bareBuild: { wallMs: 1, peakRssBytes: 1 },
      tenth: {
        posts: 8,
        build: { wallMs: 1, peakRssBytes: 1, atPeak: [], requests: stats },
        sizes: []
      },
      dataVsBlocks: [],
      search: undefined,
      load: { rows: [row('home', 900)], notionRequests: 12, faultsServed: 6 },
      bareLoad: { rows: [row('home', 2000)] },
      totalMs: 1
    } as BenchResults)
    expect(text).toContain('12 Notion requests, 6 answered 429/500 on purpose')
    expect(text).toMatch(/home \/\s+900\s+2000\s+3\s+40\s+3 \/ 40\s+0\s+0/)
  })
})

const stats = { total: 0, byEndpoint: {}, throttled: 0, fetchMs: 0, floorMs: 0, floorRatio: null }
