import { describe, expect, it } from 'vitest'
import { formatReport, type BenchResults } from '@/scripts/bench/bench-report'
import type { RequestStats } from '@/scripts/bench/request-stats'

const requests: RequestStats = {
  total: 30,
  byEndpoint: { loadPageChunk: 27, queryCollection: 3 },
  throttled: 0,
  fetchMs: 11_000,
  floorMs: 10_000,
  floorRatio: 1.1
}
const build = {
  wallMs: 60_000,
  peakRssBytes: 900 * 2 ** 20,
  atPeak: [{ command: 'next-build (v16.4.6)', rssBytes: 550 * 2 ** 20 }],
  requests
}
const page = (path: string, jsTransfer: number) => ({
  path,
  scripts: 12,
  jsTransfer,
  jsDecoded: jsTransfer * 3,
  domContentLoaded: 100,
  load: 200,
  jsTransferAtLoad: jsTransfer - 1024,
  dataPrefetches: 3,
  dataPrefetchTransfer: 30 * 1024
})

const results: BenchResults = {
  date: '2026-11-22T00:00:00.000Z',
  machine: '2 × test cpu',
  posts: 200,
  mock: { perSecond: 3, latencyMs: 100, retryAfterSec: 1 },
  fullBuild: build,
  rebuild: build,
  isr: { msFromEdit: 7000, msAfterWindow: 1000, polls: 3, requests },
  sizes: [],
  browser: [{ name: 'home', page: page('/', 150 * 1024), bare: page('/', 100 * 1024) }],
  bareBuild: { wallMs: 10_000, peakRssBytes: 500 * 2 ** 20 },
  tenth: { posts: 20, build, sizes: [] },
  dataVsBlocks: [
    {
      name: 'post, plain text',
      path: '/article/post-0007',
      blockMapBytes: 4096,
      atN: { bytes: 8192, gzip: 2048 },
      atTenth: { bytes: 8192, gzip: 2048 }
    }
  ],
  search: {
    docs: 200,
    shards: 20,
    firstResults: { p50Bytes: 20 * 1024, maxBytes: 40 * 1024 },
    endpoint: { p50Bytes: 2048, maxBytes: 4096, p50Ms: 5, p95Ms: 9 },
    indexBytes: 1024 * 1024,
    indexGzip: 300 * 1024,
    prepareMs: 12.5,
    queries: 20,
    matched: 19,
    firstRun: { p50Ms: 3, p95Ms: 6 },
    repeated: { p50Ms: 2, p95Ms: 4 }
  },
  totalMs: 420_000
}

describe('bench report', () => {
  const text = formatReport(results)

  it('reports each product page against the bare Next.js app', () => {
    expect(text).toMatch(
      /home\s+12\s+150\.0\s+149\.0\s+450\.0\s+100\.0\s+300\.0\s+1\.50×\s+1\.50×\s+3 \/ 30\.0/
    )
    expect(text).toContain('bare Next.js app build: 10.0 s, peak RSS 500 MiB')
  })

  it('reports article data against the block map at N and N/10', () => {
    expect(text).toContain('at 200 and 20 posts')
    expect(text).toMatch(/post, plain text\s+4\.0\s+8\.0\s+8\.0\s+2\.00×\s+2\.00×\s+2\.0/)
  })

  it('reports search size and latency percentiles', () => {
    expect(text).toContain(
      'search index: 200 posts, 20 shards + 200 doc files, 1024.0 KiB, gzip 300.0 KiB; sharding 12.5 ms'
    )
    expect(text).toContain('first results (export files, gzip): p50 20.0 KiB, max 40.0 KiB')
    expect(text).toContain('server endpoint: p50 2.0 KiB, max 4.0 KiB')
    expect(text).toContain('p50 2 ms, p95 4 ms; first run p50 3 ms, p95 6 ms')
  })

  it('names who held the memory at the build’s peak', () => {
    expect(text).toContain('full build: 60.0 s, peak RSS 900 MiB')
    expect(text).toContain('at peak: 550 MiB next-build (v16.4.6)')
  })
})
