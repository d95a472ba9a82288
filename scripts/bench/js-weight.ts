/**
 * `npx tsx scripts/bench/js-weight.ts [--theme plog] [--dist .next-audit-plog] [--port 4301] [--min 5]`:
 * every script Chromium loads on each audit page type of a built theme (until the network is idle,
 * after the deferred loader has run), with its transfer as `next start` sends it (gzip). Prints
 * each page's total and every chunk over `--min` KiB; writes bench/results/js-weight-<theme>.json.
 * Build first, as the audit does: `THEME=plog NEXT_DIST_DIR=.next-audit-plog npm run build`.
 */
import { chromium } from '@playwright/test'
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { AUDIT_PAGES } from '../audit/audit-pages'
import { JS_BUDGET_KIB, overBudget } from '../audit/js-budgets'
import { startServer } from './bench-server'

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`)
  return at >= 0 ? process.argv[at + 1]! : fallback
}

interface Script {
  file: string
  transfer: number
}

async function scriptsOf(origin: string, pagePath: string): Promise<Script[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  })
  try {
    const context = await browser.newContext()
    const page = await context.newPage()
    const sizes: Promise<Script>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      const file = new URL(response.url()).pathname.replace(/^.*\/_next\/static\//, '')
      sizes.push(
        response
          .request()
          .sizes()
          .then((s) => ({ file, transfer: s.responseBodySize }))
      )
    })
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' })
    await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    return await Promise.all(sizes)
  } finally {
    await browser.close()
  }
}

async function main(): Promise<void> {
  const theme = option('theme', 'plog')
  const dist = option('dist', `.next-audit-${theme}`)
  const port = Number(option('port', '4301'))
  const min = Number(option('min', '5')) * 1024
  const env = { ...process.env, THEME: theme, EXPORT: 'false', NEXT_DIST_DIR: dist }
  mkdirSync(path.join('bench', 'results'), { recursive: true })
  const log = createWriteStream(path.join('bench', 'results', `js-weight-${theme}-server.log`))
  const server = await startServer(port, env, log)
  const out: { page: string; path: string; transfer: number; scripts: Script[] }[] = []
  try {
    for (const { page, path: pagePath } of AUDIT_PAGES) {
      const origin = `http://127.0.0.1:${port}`
      await fetch(`${origin}${pagePath}`).then((r) => r.text())
      const scripts = await scriptsOf(origin, pagePath)
      const transfer = scripts.reduce((sum, s) => sum + s.transfer, 0)
      out.push({ page, path: pagePath, transfer, scripts })
      const budget = JS_BUDGET_KIB[page]
      console.log(
        `\n${theme} ${page} (${pagePath}): ${(transfer / 1024).toFixed(1)} KiB (budget ${budget ?? '-'})`
      )
      for (const s of [...scripts].sort((a, b) => b.transfer - a.transfer))
        if (s.transfer >= min)
          console.log(`  ${(s.transfer / 1024).toFixed(1).padStart(6)}  ${s.file}`)
    }
  } finally {
    server.stop()
  }
  const file = path.join('bench', 'results', `js-weight-${theme}.json`)
  writeFileSync(
    file,
    JSON.stringify({ date: new Date().toISOString(), theme, pages: out }, null, 2)
  )
  console.log(`\nwritten to ${file}`)
  const over = overBudget(out.map((p) => ({ theme, page: p.page, jsTransfer: p.transfer })))
  if (over.length) {
    console.error(`\nover the JavaScript budget:\n${over.join('\n')}`)
    process.exitCode = 1
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
