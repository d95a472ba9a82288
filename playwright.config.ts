import { defineConfig } from '@playwright/test'
import {
  E2E_ACCOUNTS_ENV,
  E2E_PRODUCTION_DIR,
  E2E_SERVER_DIST_NAME,
  E2E_SITE_ENV
} from './scripts/e2e-env'
import { assertChromium, CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium'
import { ensureE2eContent } from './tests/support/e2e-content'
import { THEME_IDS } from './conf/themes/ids'
import { SAME_IN_BOTH_MODES as SAME_IN_BOTH_MODES_TAG } from './tests/support/build-modes'

/**
 * Browser tests run against two builds made once by scripts/e2e-build.ts: the server build (its
 * standalone server, started by `npm start` in a production-only install) and the static export
 * (`out/` behind a plain static server); the accounts spec alone runs against a third, small
 * server build with a fake Clerk key (`next start`). Tests that edit the server's content
 * (`*.mutating.spec.ts`) run in their own project, after the others; instances.spec.ts starts
 * servers of its own and runs beside them.
 */
assertChromium()

// Overridable so engineers working side by side can run the suite at once.
const SERVER_PORT = Number(process.env.E2E_SERVER_PORT || 3101)
const EXPORT_PORT = Number(process.env.E2E_EXPORT_PORT || 3102)
const ACCOUNTS_PORT = Number(process.env.E2E_ACCOUNTS_PORT || 3103)
const MUTATING = /\.mutating\.spec\.ts$/
const ACCOUNTS = /\/accounts\.spec\.ts$/
/** Several servers of the server build on their own Redis and Notion mock: no shared server. */
const INSTANCES = /\/instances\.spec\.ts$/
/**
 * A theme's own spec (`tests/e2e/<theme>.spec.ts`) tests its markup and behaviour, which are the
 * same in both build modes: it runs against the server build only.
 */
const THEME_SPECS = new RegExp(`/(${THEME_IDS.join('|')})\\.spec\\.ts$`)
/**
 * Specs of page behaviour that both build modes share (the same markup and the same scripts:
 * articles, lists, dark mode, code blocks, floating buttons, comment systems, database views):
 * the server build only. What differs between the modes (status codes and redirects, feeds,
 * search, locked posts, languages, headers, the export's files, what scripts each ships) and a
 * smoke test stay in both; a test in those specs whose behaviour is client-side only carries the
 * tag of tests/support/build-modes.ts and runs on the server build alone.
 */
const SERVER_ONLY = [
  'article',
  'lists',
  'dark-mode',
  'code-blocks',
  'floating-actions',
  'integrations',
  'archive',
  'database-views',
  'theme-sweep',
  'first-tap'
]
const SAME_IN_BOTH_MODES = new RegExp(`/(${SERVER_ONLY.join('|')})\\.spec\\.ts$`)
ensureE2eContent()

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    reuseContext: true
  },
  projects: [
    {
      // Beside the others, not after them: it starts the servers it tests. First, so that its
      // one serial group does not end the run alone.
      name: 'instances',
      testMatch: INSTANCES
    },
    {
      name: 'server',
      testIgnore: [MUTATING, ACCOUNTS, INSTANCES],
      use: { baseURL: `http://127.0.0.1:${SERVER_PORT}` }
    },
    {
      name: 'export',
      testIgnore: [MUTATING, ACCOUNTS, INSTANCES, THEME_SPECS, SAME_IN_BOTH_MODES],
      // Single tests of the same kind, in specs that also hold tests of what differs.
      grepInvert: new RegExp(SAME_IN_BOTH_MODES_TAG),
      use: { baseURL: `http://127.0.0.1:${EXPORT_PORT}` }
    },
    {
      name: 'accounts',
      testMatch: ACCOUNTS,
      use: { baseURL: `http://localhost:${ACCOUNTS_PORT}` }
    },
    {
      name: 'mutating',
      testMatch: MUTATING,
      dependencies: ['server', 'export'],
      use: { baseURL: `http://127.0.0.1:${SERVER_PORT}` }
    }
  ],
  webServer: [
    {
      // An owner's server: `npm start` (the standalone server, as a container runs it) in the
      // copy of the project with production packages only where scripts/e2e-build.ts built it.
      command: 'npm start',
      cwd: E2E_PRODUCTION_DIR,
      env: {
        PORT: String(SERVER_PORT),
        HOSTNAME: '127.0.0.1',
        NEXT_DIST_DIR: E2E_SERVER_DIST_NAME,
        NEXT_TELEMETRY_DISABLED: '1',
        // No NOTION_SNAPSHOT_DIR: the server must regenerate from the workspace its build used
        // (the mutating tests edit that copy and wait for the change).
        ...E2E_SITE_ENV
      },
      url: `http://127.0.0.1:${SERVER_PORT}`,
      reuseExistingServer: false,
      timeout: 60_000
    },
    {
      // Clerk's proxy rewrites each request to itself under the name `localhost`; served under
      // another host name, Next would take that rewrite for an outside address.
      command: `npx next start -H localhost -p ${ACCOUNTS_PORT}`,
      env: {
        NEXT_DIST_DIR: '.next-accounts',
        NEXT_TELEMETRY_DISABLED: '1',
        ...E2E_SITE_ENV,
        ...E2E_ACCOUNTS_ENV
      },
      url: `http://localhost:${ACCOUNTS_PORT}`,
      reuseExistingServer: false,
      timeout: 60_000
    },
    {
      command: `npx tsx scripts/serve-static.ts out ${EXPORT_PORT}`,
      url: `http://127.0.0.1:${EXPORT_PORT}`,
      reuseExistingServer: false,
      timeout: 30_000
    }
  ]
})
