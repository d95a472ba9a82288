/**
 * One Lighthouse run of one URL with the default (mobile, simulated throttling) settings, in
 * Debian's Chromium, reduced to the figures the audit reports.
 */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import type { LaunchedChrome } from 'chrome-launcher'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium'
import { importTool, toolFile } from '../lib/tools'
import type { AuditFigures } from './audit-report'

const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'] as const

export async function launchChromium(): Promise<LaunchedChrome> {
  const { launch } = await importTool<typeof import('chrome-launcher')>('chrome-launcher')
  return launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS]
  })
}

interface AuditResult {
  score: number | null
  numericValue?: number
  details?: { items?: { resourceType?: string; transferSize?: number }[] }
}

interface Report {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>
  audits: Record<string, AuditResult>
  runtimeError?: { message: string }
}

export interface LighthouseResult {
  figures: AuditFigures
  failing: string[]
}

/**
 * Through Lighthouse's own CLI in a plain Node process: Lighthouse sends some of its functions
 * to the page as source text, and the loader that runs this script (tsx) would have added
 * helpers to that text which do not exist in the page.
 */
export async function runLighthouse(url: string, port: number): Promise<LighthouseResult> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      toolFile('lighthouse', path.join('cli', 'index.js')),
      url,
      `--port=${port}`,
      '--output=json',
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`
    ],
    { maxBuffer: 256 * 1024 * 1024 }
  )
  const report = JSON.parse(stdout) as Report
  if (report.runtimeError) throw new Error(`${url}: ${report.runtimeError.message}`)
  return { figures: figuresOf(report), failing: failingAudits(report) }
}

function score(report: Report, category: string): number {
  return Math.round((report.categories[category]?.score ?? 0) * 100)
}

function numeric(report: Report, audit: string): number {
  return report.audits[audit]?.numericValue ?? Number.NaN
}

function scriptTransfer(report: Report): number {
  const items = report.audits['network-requests']?.details?.items ?? []
  return items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
}

function figuresOf(report: Report): AuditFigures {
  return {
    performance: score(report, 'performance'),
    accessibility: score(report, 'accessibility'),
    seo: score(report, 'seo'),
    bestPractices: score(report, 'best-practices'),
    lcp: numeric(report, 'largest-contentful-paint'),
    tbt: numeric(report, 'total-blocking-time'),
    cls: numeric(report, 'cumulative-layout-shift'),
    jsTransfer: scriptTransfer(report)
  }
}

/** Weighted audits that did not pass (metrics below 0.9 for performance). */
function failingAudits(report: Report): string[] {
  const out = new Set<string>()
  for (const [name, category] of Object.entries(report.categories)) {
    const bar = name === 'performance' ? 0.9 : 1
    for (const ref of category.auditRefs) {
      const audit = report.audits[ref.id]
      if (
        ref.weight > 0 &&
        audit?.score !== null &&
        audit?.score !== undefined &&
        audit.score < bar
      )
        out.add(ref.id)
    }
  }
  return [...out]
}
