/** The benchmark's figures as one object (latest.json) and as tables on stdout. */
import type { BareBuild } from './bare-next'
import type { RouteSize } from './bench-routes'
import type { IsrResult } from './bench-server'
import { LOAD, type LoadFigures } from './load-phase'
import type { BrowserBytes } from './browser-bytes'
import type { DataVsBlocks } from './data-vs-blocks'
import type { BuildPhases } from './build-phases'
import type { RequestStats } from './request-stats'
import type { SearchFigures } from './search-figures'

export interface BuildFigures {
  wallMs: number
  /** CPU time (user + system) of the build's processes, where /proc tells it (children-cpu.ts). */
  cpuMs?: number
  peakRssBytes: number
  /** The largest processes at the moment of the peak. */
  atPeak: { command: string; rssBytes: number }[]
  /** Each of the largest processes' own peak (they need not peak together). */
  perProcessPeak?: { command: string; rssBytes: number }[]
  /** Spans of fetch, compile, type check and generate within the wall time (they may overlap). */
  phases?: BuildPhases
  requests: RequestStats
}

export interface BrowserRow {
  name: string
  page: BrowserBytes | null
  /** The bare Next.js app's counterpart page. */
  bare: BrowserBytes | null
}

export interface BenchResults {
  date: string
  machine: string
  posts: number
  mock: { perSecond: number; latencyMs: number; retryAfterSec: number }
  fullBuild: BuildFigures
  rebuild: BuildFigures
  isr: (Partial<IsrResult> & { requests: RequestStats }) | undefined
  sizes: RouteSize[]
  browser: BrowserRow[]
  bareBuild: BareBuild
  /** The same workspace generator at N/10 posts (at least 8). */
  tenth: { posts: number; build: BuildFigures; sizes: RouteSize[] }
  dataVsBlocks: DataVsBlocks[]
  search: SearchFigures | undefined
  /** autocannon on next start during regenerations and Notion errors, and on the bare app. */
  load?: LoadFigures | undefined
  bareLoad?: LoadFigures | undefined
  totalMs: number
}

const s = (ms: number | undefined) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(1)} s`)
const kb = (bytes: number | undefined) => (bytes === undefined ? '–' : (bytes / 1024).toFixed(1))
const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`
const times = (a: number | undefined, b: number | undefined) =>
  a === undefined || !b ? '–' : `${(a / b).toFixed(2)}×`
const endpoints = (r: RequestStats) =>
  Object.entries(r.byEndpoint)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ')

function requestLines(label: string, r: RequestStats): string[] {
  return [
    `${label} requests: ${r.total} (${endpoints(r)}); 429s: ${r.throttled}`,
    `${label} fetch: ${s(r.fetchMs)} vs rate-limit floor ${s(r.floorMs)} (ratio ${r.floorRatio ?? '–'})`
  ]
}

const phaseLine = (phases: BuildPhases | undefined) =>
  Object.entries(phases ?? {})
    .map(([name, p]) => `${name} ${s(p.startMs)}–${s(p.endMs)} (${s(p.endMs - p.startMs)})`)
    .join(', ')

export function formatBuild(label: string, b: BuildFigures): string[] {
  const peak = b.atPeak.map((p) => `${mb(p.rssBytes)} ${p.command.slice(0, 60)}`)
  const own = (b.perProcessPeak ?? []).map((p) => `${mb(p.rssBytes)} ${p.command.slice(0, 60)}`)
  return [
    `${label}: ${s(b.wallMs)}${b.cpuMs === undefined ? '' : `, CPU ${s(b.cpuMs)}`}, peak RSS ${mb(b.peakRssBytes)}`,
    `    phases: ${phaseLine(b.phases) || '–'}`,
    ...peak.map((line) => `    at peak: ${line}`),
    ...own.map((line) => `    own peak: ${line}`),
    ...requestLines(`  ${label}`, b.requests)
  ]
}

const pad = (cells: string[], widths: number[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ')

function table(title: string, head: string[], rows: string[][], widths: number[]): string[] {
  return ['', title, pad(head, widths), ...rows.map((row) => pad(row, widths))]
}

function sizeTable(r: BenchResults): string[] {
  const tenthOf = (name: string) => r.tenth.sizes.find((t) => t.name === name)?.size
  const rows = r.sizes.map(({ name, size }) =>
    size
      ? [
          name,
          kb(size.htmlBytes),
          kb(size.htmlGzip),
          kb(size.nextDataBytes),
          kb(tenthOf(name)?.nextDataBytes),
          kb(size.jsBytes),
          kb(size.jsGzip),
          kb(size.cssGzip),
          String(size.scripts)
        ]
      : [name, 'not prerendered']
  )
  const head = ['route', 'HTML', 'HTML gz', '__NEXT_DATA', `at ${r.tenth.posts}`, 'JS', 'JS gz']
  return table(
    'bytes per page (KiB; JS/CSS = files the HTML references, from disk)',
    [...head, 'CSS gz', 'scripts'],
    rows,
    [30, 8, 8, 11, 8, 8, 8, 8, 8]
  )
}

function browserTable(r: BenchResults): string[] {
  const rows = r.browser.map(({ name, page, bare }) => [
    name,
    String(page?.scripts ?? '–'),
    kb(page?.jsTransfer),
    kb(page?.jsTransferAtLoad),
    kb(page?.jsDecoded),
    kb(bare?.jsTransfer),
    kb(bare?.jsDecoded),
    times(page?.jsTransfer, bare?.jsTransfer),
    times(page?.jsDecoded, bare?.jsDecoded),
    page ? `${page.dataPrefetches} / ${kb(page.dataPrefetchTransfer)}` : '–'
  ])
  return table(
    'JS loaded in Chromium (KiB; every script response, fresh context) against a bare Next.js app',
    [
      'page',
      'scripts',
      'transfer',
      'at load',
      'decoded',
      'bare tr.',
      'bare dec.',
      '× tr.',
      '× dec.',
      'data prefetch'
    ],
    rows,
    [30, 8, 9, 8, 9, 9, 9, 7, 7, 14]
  )
}

function dataTable(r: BenchResults): string[] {
  const ratio = (d: DataVsBlocks, at: 'atN' | 'atTenth') => times(d[at]?.bytes, d.blockMapBytes)
  const rows = r.dataVsBlocks.map((d) => [
    d.name,
    kb(d.blockMapBytes),
    kb(d.atN?.bytes),
    kb(d.atTenth?.bytes),
    ratio(d, 'atN'),
    ratio(d, 'atTenth'),
    kb(d.atN?.gzip)
  ])
  return table(
    `_next/data of an article (KiB) against its Notion block map, at ${r.posts} and ${r.tenth.posts} posts`,
    ['article', 'blocks', `data ${r.posts}`, `data ${r.tenth.posts}`, 'ratio', 'ratio', 'data gz'],
    rows,
    [30, 8, 10, 10, 7, 7, 8]
  )
}

function searchLines(x: SearchFigures | undefined): string[] {
  if (!x) return ['', 'search: not measured']
  return [
    '',
    `search index: ${x.docs} posts, ${x.shards} shards + ${x.docs} doc files, ${kb(x.indexBytes)} KiB, gzip ${kb(x.indexGzip)} KiB; sharding ${x.prepareMs} ms`,
    `search first results (export files, gzip): p50 ${kb(x.firstResults.p50Bytes)} KiB, max ${kb(x.firstResults.maxBytes)} KiB` +
      (x.endpoint
        ? `; server endpoint: p50 ${kb(x.endpoint.p50Bytes)} KiB, max ${kb(x.endpoint.maxBytes)} KiB, round trip p50 ${x.endpoint.p50Ms} ms, p95 ${x.endpoint.p95Ms} ms`
        : ''),
    `search query (${x.queries} queries, ${x.matched} with hits): p50 ${x.repeated.p50Ms} ms, p95 ${x.repeated.p95Ms} ms; first run p50 ${x.firstRun.p50Ms} ms, p95 ${x.firstRun.p95Ms} ms`
  ]
}

function loadTable(r: BenchResults): string[] {
  if (!r.load) return ['', 'load: not measured']
  const bareOf = (name: string) => r.bareLoad?.rows.find((row) => row.name === name)
  const rows = r.load.rows.map((row) => {
    const bare = bareOf(row.name)
    return [
      `${row.name} ${row.path}`.slice(0, 34),
      String(row.requestsPerSec),
      bare ? String(bare.requestsPerSec) : '–',
      `${row.p50Ms}`,
      `${row.p99Ms}`,
      bare ? `${bare.p50Ms} / ${bare.p99Ms}` : '–',
      String(row.non2xx),
      String(row.errors)
    ]
  })
  return [
    ...table(
      `load: ${LOAD.connections} connections × ${LOAD.seconds} s per page on next start, while pages regenerate; ` +
        `${r.load.notionRequests ?? 0} Notion requests, ${r.load.faultsServed ?? 0} answered 429/500 on purpose`,
      ['page', 'req/s', 'bare', 'p50 ms', 'p99 ms', 'bare p50/p99', 'non-2xx', 'errors'],
      rows,
      [34, 8, 8, 8, 8, 14, 8, 7]
    )
  ]
}

export function formatReport(r: BenchResults): string {
  const lines = [
    `NotionPress bench: ${r.posts} posts, ${r.date}, ${r.machine}`,
    `mock Notion: ${r.mock.perSecond} req/s, ${r.mock.latencyMs} ms latency, 429 + Retry-After ${r.mock.retryAfterSec} s beyond`,
    '',
    ...formatBuild('full build', r.fullBuild),
    ...formatBuild('rebuild after 1 edit', r.rebuild),
    r.isr?.msFromEdit === undefined
      ? 'ISR: the edit was NOT served within the timeout'
      : `ISR: new text served ${s(r.isr.msFromEdit)} after the edit (${s(r.isr.msAfterWindow)} after the first request past the revalidate window, ${r.isr.polls} polls)`,
    ...(r.isr ? requestLines('  ISR', r.isr.requests) : []),
    ...formatBuild(`full build at ${r.tenth.posts} posts`, r.tenth.build),
    `bare Next.js app build: ${s(r.bareBuild.wallMs)}, peak RSS ${mb(r.bareBuild.peakRssBytes)}`,
    ...sizeTable(r),
    ...browserTable(r),
    ...dataTable(r),
    ...searchLines(r.search),
    ...loadTable(r),
    '',
    `bench total: ${s(r.totalMs)}`
  ]
  return `${lines.join('\n')}\n`
}

export const printReport = (r: BenchResults) => process.stdout.write(formatReport(r))
