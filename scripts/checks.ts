/**
 * `npm run checks`: the checks of scripts/checks-list.ts side by side, each one's output printed
 * whole when it ends, with its time; the exit code is 1 if any failed.
 */
import { CHECKS } from './checks-list'
import { runSideBySide } from './lib/side-by-side'

void runSideBySide(CHECKS).then((failed) => {
  if (failed.length) {
    console.error(`\nchecks failed: ${failed.join(', ')}`)
    process.exit(1)
  }
  console.log(`\nchecks passed: ${CHECKS.map((c) => c.label).join(', ')}`)
})
