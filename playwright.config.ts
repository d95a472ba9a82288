import { defineConfig } from '@playwright/test'
import { existsSync } from 'node:fs'
import { E2E_SITE_ENV } from './scripts/e2e-env'

/**
 * Browser tests run against two builds made once by scripts/e2e-build.ts: the server build
 * (`next start`) and the static export (`out/` behind a plain static server).
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  throw new Error(
    `No Chromium at ${chromium}. Install it (Debian/Ubuntu: apt-get install -y chromium) or set CHROMIUM_PATH.`
  )
}

const SERVER_PORT = 3101
const EXPORT_PORT = 3102

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync'
      ]
    }
  },
  projects: [
    { name: 'server', use: { baseURL: `http://127.0.0.1:${SERVER_PORT}` } },
    { name: 'export', use: { baseURL: `http://127.0.0.1:${EXPORT_PORT}` } }
  ],
  webServer: [
    {
      command: `npx next start -H 127.0.0.1 -p ${SERVER_PORT}`,
      env: { NEXT_DIST_DIR: '.next-e2e', NEXT_TELEMETRY_DISABLED: '1', ...E2E_SITE_ENV },
      url: `http://127.0.0.1:${SERVER_PORT}`,
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
