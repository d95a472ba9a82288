/** Lighthouse figures of one run, their medians over several runs, and the printed table. */

export interface AuditFigures {
  /** Category scores, 0-100. */
  performance: number
  accessibility: number
  seo: number
  bestPractices: number
  /** Milliseconds, and the unitless layout shift. */
  lcp: number
  tbt: number
  cls: number
  /** Script bytes on the wire. */
  jsTransfer: number
}

export interface AuditRow {
  theme: string
  page: string
  path: string
  runs: number
  median: AuditFigures
  /** Audits that failed in the median run's report, by id (what to fix next). */
  failing: string[]
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** Each figure's median over the runs (a figure apart from the others, as Lighthouse's docs advise). */
export function medianFigures(runs: AuditFigures[]): AuditFigures {
  const of = (key: keyof AuditFigures) => median(runs.map((run) => run[key]))
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    seo: of('seo'),
    bestPractices: of('bestPractices'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    jsTransfer: of('jsTransfer')
  }
}

const COLUMNS = ['theme', 'page', 'perf', 'a11y', 'seo', 'bp', 'LCP ms', 'TBT ms', 'CLS', 'JS KiB']

function cells(row: AuditRow): string[] {
  const m = row.median
  return [
    row.theme,
    row.page,
    m.performance.toFixed(0),
    m.accessibility.toFixed(0),
    m.seo.toFixed(0),
    m.bestPractices.toFixed(0),
    m.lcp.toFixed(0),
    m.tbt.toFixed(0),
    m.cls.toFixed(3),
    (m.jsTransfer / 1024).toFixed(1)
  ]
}

/** A plain-text table, one row per theme and page, then the failing audits under it. */
export function formatAuditTable(rows: AuditRow[]): string {
  const table = [COLUMNS, ...rows.map(cells)]
  const widths = COLUMNS.map((_, i) => Math.max(...table.map((line) => line[i]!.length)))
  const lines = table.map((line) =>
    line
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd()
  )
  lines.splice(1, 0, widths.map((w) => '-'.repeat(w)).join('  '))
  const failing = rows
    .filter((row) => row.failing.length > 0)
    .map((row) => `${row.theme} ${row.page}: ${row.failing.join(', ')}`)
  if (failing.length) lines.push('', 'Failing audits (median run):', ...failing)
  return lines.join('\n')
}
