import { describe, expect, it } from 'vitest'
import {
  formatAuditTable,
  median,
  medianFigures,
  type AuditFigures
} from '@/scripts/audit/audit-report'

const run = (performance: number, tbt: number): AuditFigures => ({
  performance,
  accessibility: 100,
  seo: 100,
  bestPractices: 96,
  lcp: 2000 + performance,
  tbt,
  cls: 0.01,
  jsTransfer: 150 * 1024
})

describe('audit medians', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even one', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNaN()
  })

  it('takes each figure apart, so a median row can mix runs', () => {
    const m = medianFigures([run(90, 300), run(95, 100), run(80, 200)])
    expect(m.performance).toBe(90)
    expect(m.tbt).toBe(200)
    expect(m.lcp).toBe(2090)
  })

  it('prints one aligned row per page and lists failing audits below', () => {
    const text = formatAuditTable([
      {
        theme: 'plog',
        page: 'home',
        path: '/',
        runs: 3,
        median: run(97, 40),
        failing: []
      },
      {
        theme: 'plog',
        page: 'database',
        path: '/article/x',
        runs: 3,
        median: run(61, 700),
        failing: ['total-blocking-time', 'color-contrast']
      }
    ])
    const lines = text.split('\n')
    expect(lines[0]).toMatch(/^theme\s+page\s+perf\s+a11y/)
    expect(lines[2]).toMatch(/^plog\s+home\s+97\s+100\s+100\s+96\s+2097\s+40\s+0\.010\s+150\.0$/)
    expect(text).toContain('plog database: total-blocking-time, color-contrast')
  })
})
