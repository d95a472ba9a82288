/**
 * `npm test`, what CI runs: the checks (scripts/checks-list.ts) and the browser tests' builds
 * (scripts/e2e-build.ts) side by side, then the browser tests. On two cores neither phase keeps
 * both busy all the time (vitest's last long files, a build's single-threaded steps); side by
 * side, each fills the other's idle time. The browser tests run only when both passed.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { CHECKS } from './checks-list'
import { runSideBySide } from './lib/side-by-side'

const tsx = path.join('node_modules', '.bin', 'tsx')
const playwright = path.join('node_modules', '.bin', 'playwright')

void runSideBySide([
  ...CHECKS,
  { label: 'e2e builds', command: tsx, args: ['scripts/e2e-build.ts'] }
]).then((failed) => {
  if (failed.length) {
    console.error(`\nfailed: ${failed.join(', ')} (browser tests not run)`)
    process.exit(1)
  }
  console.log(`\npassed: ${CHECKS.map((c) => c.label).join(', ')}, e2e builds`)
  const browser = spawnSync(playwright, ['test'], { stdio: 'inherit' })
  process.exit(browser.status ?? 1)
})
