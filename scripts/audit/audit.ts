/**
 * `npm run audit [-- --themes plog,example --pages home,text-article --runs 3 --reuse]`: Lighthouse (mobile preset,
 * simulated throttling) on every page type of every built theme, each theme set as `THEME` in its
 * own server build (what an owner deploys, not `?theme=`). Prints the medians and writes them to
 * bench/results/audit-latest.json. A benchmark for people, never a test: figures move with load.
 */
import { execFileSync } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { isThemeId } from '../../conf/themes/ids'
import { AUDIT_PAGES } from './audit-pages'
import { overBudget } from './js-budgets'
import { startServer } from '../bench/bench-server'
import { formatAuditTable, medianFigures, type AuditFigures, type AuditRow } from './audit-report'
import { refreshA11yRules, RULES_FILE } from './lighthouse-a11y-rules'
import { launchChromium, runLighthouse } from './lighthouse-run'

const RESULTS_DIR = path.join('bench', 'results')

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`)
  return at >= 0 ? process.argv[at + 1] : undefined
}

/** Every theme with a folder of its own under themes/: the built ones. */
function builtThemes(): string[] {
  return readdirSync('themes', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isThemeId(entry.name))
    .filter((entry) => existsSync(path.join('themes', entry.name, 'index.tsx')))
    .map((entry) => entry.name)
}

function themeEnv(theme: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    THEME: theme,
    EXPORT: 'false',
    NEXT_DIST_DIR: `.next-audit-${theme}`,
    NEXT_SKIP_TYPECHECK: '1',
    NEXT_TELEMETRY_DISABLED: '1'
  }
}

function build(theme: string, reuse: boolean): void {
  const env = themeEnv(theme)
  if (reuse && existsSync(env.NEXT_DIST_DIR!)) {
    console.log(`audit: reusing ${env.NEXT_DIST_DIR}`)
    return
  }
  console.log(`audit: building ${theme} into ${env.NEXT_DIST_DIR} ...`)
  execFileSync('npm', ['run', '-s', 'build'], { stdio: 'inherit', env })
}

/** The page types named by `--pages home,database` (all seven when absent). */
function chosenPages(): (typeof AUDIT_PAGES)[number][] {
  const names = option('pages')?.split(',')
  if (!names) return [...AUDIT_PAGES]
  const unknown = names.filter((name) => !AUDIT_PAGES.some((p) => pageKey(p.page) === name))
  if (unknown.length) {
    const known = AUDIT_PAGES.map((p) => pageKey(p.page)).join(', ')
    throw new Error(`audit: unknown page ${unknown.join(', ')} (known: ${known})`)
  }
  return AUDIT_PAGES.filter((p) => names.includes(pageKey(p.page)))
}

/** A page type as written on the command line: `text article` → `text-article`. */
function pageKey(page: string): string {
  return page.replace(/[^a-z]+/g, '-')
}

async function auditTheme(
  theme: string,
  pages: (typeof AUDIT_PAGES)[number][],
  runs: number,
  port: number
): Promise<AuditRow[]> {
  mkdirSync(RESULTS_DIR, { recursive: true })
  const server = await startServer(
    port,
    themeEnv(theme),
    createWriteStream(path.join(RESULTS_DIR, `audit-${theme}-server.log`))
  )
  const chrome = await launchChromium()
  try {
    const rows: AuditRow[] = []
    for (const { page, path: pagePath } of pages) {
      const url = `http://127.0.0.1:${port}${pagePath}`
      // One unmeasured load first: the server's first render of a page is not what visitors get.
      await fetch(url).then((r) => r.text())
      const results = []
      for (let i = 0; i < runs; i++) results.push(await runLighthouse(url, chrome.port))
      const figures: AuditFigures[] = results.map((r) => r.figures)
      const median = medianFigures(figures)
      const closest = results.reduce((a, b) =>
        Math.abs(b.figures.performance - median.performance) <
        Math.abs(a.figures.performance - median.performance)
          ? b
          : a
      )
      rows.push({ theme, page, path: pagePath, runs, median, failing: closest.failing })
      console.log(`audit: ${theme} ${page}: performance ${median.performance}`)
    }
    return rows
  } finally {
    chrome.kill()
    server.stop()
  }
}

async function main(): Promise<void> {
  const themes = option('themes')?.split(',') ?? builtThemes()
  const runs = Number(option('runs') ?? 3)
  const port = Number(option('port') ?? process.env.AUDIT_PORT ?? 3199)
  const reuse = process.argv.includes('--reuse')
  const pages = chosenPages()
  if (await refreshA11yRules())
    console.log(
      `${path.relative('.', RULES_FILE)}: updated to this Lighthouse's accessibility rules`
    )
  const rows: AuditRow[] = []
  for (const theme of themes) {
    build(theme, reuse)
    rows.push(...(await auditTheme(theme, pages, runs, port)))
  }
  console.log(`\n${formatAuditTable(rows)}`)
  const out = path.join(RESULTS_DIR, 'audit-latest.json')
  writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), runs, rows }, null, 2))
  console.log(`\naudit: medians written to ${out}`)
  // Budgets are a report, not a timed test: bytes do not move with the machine's load.
  const over = overBudget(rows.map((row) => ({ ...row, jsTransfer: row.median.jsTransfer })))
  if (over.length) {
    console.error(
      `\naudit: over the JavaScript budget (scripts/audit/js-budgets.ts):\n${over.join('\n')}`
    )
    process.exitCode = 1
  } else console.log('\naudit: every page within its JavaScript budget')
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
