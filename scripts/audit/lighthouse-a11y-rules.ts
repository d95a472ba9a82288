/**
 * The axe rules Lighthouse's accessibility score counts, for the browser tests' theme sweep: kept
 * in lighthouse-a11y-rules.json so the tests need no Lighthouse, and refreshed from the installed
 * Lighthouse by `npm run audit` (a vitest test fails while the two differ).
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { importTool } from '../lib/tools'
import checkedIn from './lighthouse-a11y-rules.json'

export const RULES_FILE = path.resolve('scripts', 'audit', 'lighthouse-a11y-rules.json')
export const CHECKED_IN_RULES: readonly string[] = checkedIn

interface LighthouseConfig {
  categories?: Record<string, { auditRefs: { id: string; group?: string }[] } | undefined>
}

/** The rules of the installed Lighthouse (its manual checks, which are not axe rules, have no group). */
export async function lighthouseA11yRules(): Promise<string[]> {
  const config = (
    await importTool<{ default: LighthouseConfig }>('lighthouse', '/core/config/default-config.js')
  ).default
  const refs = config.categories?.accessibility?.auditRefs ?? []
  const rules = refs.filter((audit) => audit.group).map((audit) => audit.id)
  if (!rules.includes('heading-order')) throw new Error("Lighthouse's rule list was not found")
  return rules.sort()
}

/** Rewrites the checked-in list when the installed Lighthouse counts other rules; true if it did. */
export async function refreshA11yRules(): Promise<boolean> {
  const rules = await lighthouseA11yRules()
  if (JSON.stringify(rules) === JSON.stringify(CHECKED_IN_RULES)) return false
  writeFileSync(RULES_FILE, `${JSON.stringify(rules, null, 2)}\n`)
  return true
}
