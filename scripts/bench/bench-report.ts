/** The benchmark's figures as one object (latest.json) and as a table on stdout. */
import type { RouteSize } from './bench-routes'
import type { IsrResult } from './bench-server'
import type { BrowserBytes } from './browser-bytes'
import type { RequestStats } from './request-stats'

export interface BuildFigures {
  wallMs: number
  peakRssBytes: number
  requests: RequestStats
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
  browser: BrowserBytes[]
  totalMs: number
}

const s = (ms: number | undefined) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(1)} s`)
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`
const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`
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

const pad = (cells: string[], widths: number[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ')

export function formatReport(r: BenchResults): string {
  const lines = [
    `NotionPress bench: ${r.posts} posts, ${r.date}, ${r.machine}`,
    `mock Notion: ${r.mock.perSecond} req/s, ${r.mock.latencyMs} ms latency, 429 + Retry-After ${r.mock.retryAfterSec} s beyond`,
    '',
    `full build: ${s(r.fullBuild.wallMs)}, peak RSS ${mb(r.fullBuild.peakRssBytes)}`,
    ...requestLines('  full build', r.fullBuild.requests),
    `rebuild after 1 edit: ${s(r.rebuild.wallMs)}, peak RSS ${mb(r.rebuild.peakRssBytes)}`,
    ...requestLines('  rebuild', r.rebuild.requests),
    r.isr?.msFromEdit === undefined
      ? 'ISR: the edit was NOT served within the timeout'
      : `ISR: new text served ${s(r.isr.msFromEdit)} after the edit (${s(r.isr.msAfterWindow)} after the first request past the revalidate window, ${r.isr.polls} polls)`,
    ...(r.isr ? requestLines('  ISR', r.isr.requests) : []),
    '',
    'bytes per page (KiB; JS/CSS = files the HTML references, from disk)'
  ]
  const widths = [24, 8, 8, 11, 8, 8, 8, 9]
  lines.push(
    pad(['route', 'HTML', 'HTML gz', '__NEXT_DATA', 'JS', 'JS gz', 'CSS gz', 'scripts'], widths)
  )
  for (const { name, size } of r.sizes) {
    if (!size) {
      lines.push(pad([name, 'not prerendered'], [24, 16]))
      continue
    }
    const row = [name, kb(size.htmlBytes), kb(size.htmlGzip), kb(size.nextDataBytes)]
    row.push(kb(size.jsBytes), kb(size.jsGzip), kb(size.cssGzip), String(size.scripts))
    lines.push(pad(row, widths))
  }
  if (r.browser.length) {
    lines.push('', 'JS loaded in Chromium (KiB; all script responses, fresh context; ms)')
    lines.push(pad(['page', 'scripts', 'transfer', 'decoded', 'DCL', 'load'], widths))
    for (const b of r.browser) {
      const row = [b.path, String(b.scripts), kb(b.jsTransfer), kb(b.jsDecoded)]
      lines.push(pad([...row, String(b.domContentLoaded), String(b.load)], widths))
    }
  }
  lines.push('', `bench total: ${s(r.totalMs)}`)
  return `${lines.join('\n')}\n`
}

export const printReport = (r: BenchResults) => process.stdout.write(formatReport(r))
