import AxeBuilder from '@axe-core/playwright'
import lighthouseConfig from 'lighthouse/core/config/default-config.js'
import { expect, test, type Page } from '../support/browser-test'
import { THEME_IDS } from '../../conf/themes/ids'

/**
 * axe-core on the page types of every built theme, light and dark: no serious or critical
 * violation, and no violation at all of a rule Lighthouse's accessibility score counts (moderate
 * ones too: heading order, target size...). Page types rather than every route (routes of one
 * type share their markup; the page-error guard visits every route), on the server build only
 * (the export's markup is the same). Dark mode changes colours only, so there axe checks only the
 * colour rules.
 */
const THEMES = THEME_IDS

const PAGE_TYPES = [
  '/',
  '/article/writing-in-notion',
  '/article/how-this-site-works',
  '/search?s=light',
  '/archive',
  '/category/Travel',
  '/no-such-page-here'
]

/**
 * The axe rules in Lighthouse's accessibility category, as the installed Lighthouse lists them
 * (its manual checks, which are not axe rules, have no group).
 */
const LIGHTHOUSE_RULES = new Set(
  (lighthouseConfig.categories?.accessibility?.auditRefs ?? [])
    .filter((audit) => audit.group)
    .map((audit) => audit.id)
)
if (!LIGHTHOUSE_RULES.has('heading-order')) throw new Error("Lighthouse's rule list was not found")

const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

async function failures(page: Page, label: string, mode: string): Promise<string[]> {
  const axe = new AxeBuilder({ page })
  const { violations } = await (mode === 'dark' ? axe.withRules(COLOUR_RULES) : axe).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || LIGHTHOUSE_RULES.has(v.id))
    .map((v) => {
      const where = v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')
      return `${label}: ${v.id} (${v.impact}, ${v.nodes.length}×) ${where}`
    })
}

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'server', 'same markup in both modes: checked on the server')
})

for (const theme of THEMES) {
  for (const mode of ['light', 'dark']) {
    test(`${theme}, ${mode}: no serious axe violation, none Lighthouse counts, on any page type`, async ({
      page
    }) => {
      // Seven pages through axe: generous, for a machine busy with other work.
      test.setTimeout(300_000)
      const found: string[] = []
      for (const route of PAGE_TYPES) {
        const join = route.includes('?') ? '&' : '?'
        await page.goto(`${route}${join}theme=${theme}&mode=${mode}`, { waitUntil: 'load' })
        // Axe reads the hydrated page: the theme switch and the mode settle after hydration.
        await page.locator(`#theme-${theme}`).waitFor()
        await expect(page.locator('html')).toHaveClass(
          mode === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/
        )
        found.push(...(await failures(page, route, mode)))
      }
      expect(found).toEqual([])
    })
  }
}
