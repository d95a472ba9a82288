/**
 * Builds the site once per mode for the browser tests: a server build (reading a copy of the
 * demo, see tests/support/e2e-content.ts) and a static export into out/ (reading the demo through
 * the official-API mock), which every e2e test shares, plus a small server build with accounts on (.next-accounts) for
 * tests/e2e/accounts.spec.ts alone. E2E_SKIP_BUILD=1 reuses existing builds (while writing tests).
 *
 * The server build is an owner's: made with `npm run build` in a copy of the project that holds
 * only what `npm install --omit=dev` installs (scripts/lib/production-copy.ts), and served there
 * by `npm start` (playwright.config.ts); the tests read its output there (E2E_SERVER_DIST_DIR).
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { DEMO_DIR } from '../lib/notion/create-content-source'
import { E2E_CONTENT_DIR, resetE2eContent } from '../tests/support/e2e-content'
import { startOfficialDemo } from '../tests/support/official/official-demo'
import { makeProductionCopy } from './lib/production-copy'
import {
  E2E_ACCOUNTS_ENV,
  E2E_PRODUCTION_DIR,
  E2E_SERVER_DIST_DIR,
  E2E_SERVER_DIST_NAME,
  E2E_SITE_ENV
} from './e2e-env'

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_SKIP_TYPECHECK: '1',
  // Each build is made once and thrown away: writing Turbopack's cache for a next build that
  // never comes cost ~10 s of each build.
  BUILD_CACHE: 'false',
  ...E2E_SITE_ENV
}
/** `npm run build` with the given settings; not a blocking call: a build may read a mock here. */
async function run(label: string, extra: Record<string, string>, cwd = process.cwd()) {
  const started = Date.now()
  console.log(`e2e: building ${label} ...`)
  const build = spawn('npm', ['run', '-s', 'build'], {
    stdio: 'inherit',
    cwd,
    env: { ...env, ...extra }
  })
  const [code] = (await once(build, 'exit')) as [number | null]
  if (code !== 0) throw new Error(`e2e: building ${label} failed (exit ${code})`)
  console.log(`e2e: ${label} built in ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

/** The owner's server build, in a fresh production copy (the copy is remade each time). */
async function buildInProductionCopy(): Promise<void> {
  const started = Date.now()
  const { packages } = makeProductionCopy(process.cwd(), E2E_PRODUCTION_DIR)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(
    `e2e: ${E2E_PRODUCTION_DIR}: ${packages} production packages (--omit=dev) in ${seconds} s`
  )
  await run(
    'server mode (production install)',
    {
      NEXT_DIST_DIR: E2E_SERVER_DIST_NAME,
      EXPORT: 'false',
      // This checkout's copy, which the mutating tests edit: the server reads what its build read.
      NOTION_SNAPSHOT_DIR: path.resolve(E2E_CONTENT_DIR)
    },
    E2E_PRODUCTION_DIR
  )
}

/**
 * The static export reads the demo through Notion's official API (NOTION_SOURCE=official),
 * served by the official-API mock: the export's tests then cover the second source end to end,
 * while the server build reads the same demo as the private source's workspace files.
 */
async function buildExportThroughOfficialApi(): Promise<void> {
  const official = await startOfficialDemo(DEMO_DIR)
  try {
    await run('static export (official API)', { EXPORT: 'true', ...official.env })
    console.log(`e2e: the export read ${official.mock.requests.length} official-API requests`)
  } finally {
    await official.mock.close()
  }
}

async function main(): Promise<void> {
  // Always a fresh copy: a mutating test of an earlier run may have edited it.
  resetE2eContent()
  const built = [E2E_SERVER_DIST_DIR, 'out', '.next-accounts'].every((dir) => existsSync(dir))
  if (process.env.E2E_SKIP_BUILD === '1' && built) {
    console.log('e2e: reusing existing builds (E2E_SKIP_BUILD=1)')
    return
  }
  await run('accounts (server mode)', {
    NEXT_DIST_DIR: '.next-accounts',
    EXPORT: 'false',
    // Served by `next start`: no standalone copy (the server build's is what the tests run).
    STANDALONE: 'false',
    NOTION_SNAPSHOT_DIR: E2E_CONTENT_DIR,
    ...E2E_ACCOUNTS_ENV
  })
  await buildInProductionCopy()
  await buildExportThroughOfficialApi()
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
