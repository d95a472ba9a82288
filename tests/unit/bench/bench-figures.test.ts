import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildSiteData } from '@/lib/content/site-data'
import { buildSearchIndex } from '@/lib/search/build-search-index'
import { pairWithBare } from '@/scripts/bench/bare-next'
import { benchRoutes } from '@/scripts/bench/bench-routes'
import { buildBenchWorkspace, postSlug } from '@/scripts/bench/bench-workspace'
import type { BrowserBytes } from '@/scripts/bench/browser-bytes'
import { blockMapBytes, dataBytes, dataFileOf } from '@/scripts/bench/data-vs-blocks'
import { BENCH_QUERIES, percentile, searchLatency } from '@/scripts/bench/search-figures'

const root = mkdtempSync(path.join(tmpdir(), 'bench-figures-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const samples = Array.from({ length: 20 }, (_, i) => 20 - i)
    expect(percentile(samples, 50)).toBe(10)
    expect(percentile(samples, 95)).toBe(19)
    expect(percentile(samples, 100)).toBe(20)
    expect(percentile([], 50)).toBe(0)
  })
})

describe('search latency', () => {
  const workspace = buildBenchWorkspace(30)
  const data = buildSiteData({ ...workspace, fetchedAt: new Date(0).toISOString() })

  it('runs 20 queries of one to three words, Latin and CJK, over the real index', () => {
    expect(BENCH_QUERIES).toHaveLength(20)
    for (const q of BENCH_QUERIES) expect(q.split(' ').length).toBeLessThanOrEqual(3)
    expect(BENCH_QUERIES.some((q) => /[\u4e00-\u9fff]/.test(q))).toBe(true)
    const figures = searchLatency(buildSearchIndex(data))
    expect(figures.queries).toBe(20)
    // The nonsense word matches nothing; the vocabulary's words match.
    expect(figures.matched).toBeGreaterThanOrEqual(15)
    expect(figures.matched).toBeLessThan(20)
    expect(figures.repeated.p95Ms).toBeGreaterThanOrEqual(figures.repeated.p50Ms)
    expect(figures.firstRun.p95Ms).toBeGreaterThanOrEqual(figures.firstRun.p50Ms)
  })
})

describe('_next/data against the block map', () => {
  it('reads the JSON prerendered beside the HTML and sizes the post’s own blocks', () => {
    const dist = path.join(root, '.next-x')
    const route = `/article/${postSlug(1)}`
    const file = dataFileOf(dist, route)
    expect(file).toBe(path.join(dist, 'server', 'pages', 'article', `${postSlug(1)}.json`))
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, '{"pageProps":{"post":1}}')
    expect(dataBytes(dist, route)?.bytes).toBe(24)
    expect(dataBytes(dist, '/article/missing')).toBeNull()
    const workspace = buildBenchWorkspace(10)
    const small = blockMapBytes(workspace, `/article/${postSlug(7)}`)
    expect(small).toBeGreaterThan(500)
    expect(() => blockMapBytes(workspace, '/article/none')).toThrow(/no post/)
  })
})

describe('bare Next.js pairing', () => {
  const bytes = (path: string, jsTransfer: number): BrowserBytes => ({
    path,
    scripts: 1,
    jsTransfer,
    jsDecoded: jsTransfer * 3,
    domContentLoaded: 1,
    load: 1,
    jsTransferAtLoad: jsTransfer,
    dataPrefetches: 2,
    dataPrefetchTransfer: 2048
  })

  it('pairs each measured product page with its bare counterpart', () => {
    const routes = benchRoutes()
    const home = routes.find((r) => r.name === 'home')?.path ?? ''
    const rows = pairWithBare(
      routes,
      [bytes(home, 300)],
      [bytes('/', 100), bytes('/article/one', 110), bytes('/search', 90)]
    )
    expect(rows.map((r) => r.name)).toEqual([
      'home',
      'post, plain text',
      'post, code + equation + table',
      'search'
    ])
    expect(rows[0]?.page?.jsTransfer).toBe(300)
    expect(rows[0]?.bare?.path).toBe('/')
    expect(rows[1]?.page).toBeNull()
    expect(rows[2]?.bare?.path).toBe('/article/one')
    expect(rows[3]?.bare?.path).toBe('/search')
  })
})
