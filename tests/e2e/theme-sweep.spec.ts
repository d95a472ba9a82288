import { expect, test, type Page } from '../support/browser-test'
import { THEME_IDS } from '../../conf/themes/ids'
import { axeViolations } from '../support/axe'
import { problemsOf, settled, stillAnimations } from '../support/page-problems'
import LIGHTHOUSE_RULE_LIST from '../../scripts/audit/lighthouse-a11y-rules.json'

/**
 * Every theme in the browser over one route of each page type of the demo: no uncaught error,
 * hydration warning or console error, and on the page types axe-core finds no serious or critical
 * violation and none at all of a rule Lighthouse's accessibility score counts (moderate ones too:
 * heading order, target size...), in light and in dark mode on the same page.
 *
 * A visitor reaches a theme other than the built one through `?theme=`: the built theme's HTML
 * hydrates, then the chosen theme renders in the browser and stays across internal navigation.
 * The sweep does what such a visitor does: it loads the home page with `?theme=`, then moves
 * through the routes by client-side navigation, as links do; that renders each route in the
 * theme without reloading the scripts. Fresh loads of every route are swept in the default theme
 * (page-errors.spec.ts), each theme's own server HTML is hydrated in
 * tests/themes/server-html.test.tsx. The server build only: the export's markup and scripts are the
 * same. Dark mode is the class on <html> that every toggle sets and every component watches
 * (lib/dark-mode/dark-mode-store.ts): the sweep sets it as a toggle does, waits for the page to
 * settle, and checks the colour rules alone, since dark mode changes colours only.
 */

/**
 * One route of each page type (and, for articles, each kind of body: the locked screen, the
 * every-block post); those with `axe` are also checked for accessibility. Second routes of the
 * same layout (a list's page 2, a year of the archive, a tag's posts, the empty search page, a
 * plain page, a photo post) are left out: each theme renders and hydrates them from its own
 * server HTML in tests/themes/server-html.test.tsx, and the default theme loads every route of the
 * demo afresh in page-errors.spec.ts.
 */
const ROUTES: { path: string; axe?: true; fresh?: true }[] = [
  { path: '/', axe: true },
  { path: '/archive', axe: true },
  { path: '/category' },
  { path: '/category/Travel' },
  { path: '/tag' },
  { path: '/search?s=light', axe: true },
  { path: '/article/contact-sheets' },
  { path: '/article/writing-in-notion', axe: true },
  { path: '/article/how-this-site-works', axe: true },
  { path: '/article/darkroom-kitchen-sink' },
  // Loaded afresh: the router's request for a missing page's data fails by design.
  { path: '/no-such-page-here', axe: true, fresh: true }
]

/**
 * The axe rules in Lighthouse's accessibility category, as checked in beside the audit script
 * (tests/unit/audit/lighthouse-a11y-rules.test.ts keeps the list true to Lighthouse's).
 */
const LIGHTHOUSE_RULES = new Set(LIGHTHOUSE_RULE_LIST)

const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

type Mode = 'light' | 'dark'

async function axeFailures(page: Page, route: string, mode: Mode): Promise<string[]> {
  const violations = await axeViolations(
    page,
    mode === 'dark' ? { runOnly: { type: 'rule', values: COLOUR_RULES } } : {}
  )
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || LIGHTHOUSE_RULES.has(v.id))
    .map((v) => {
      const where = v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')
      return `${route} (${mode}): ${v.id} (${v.impact}, ${v.nodes.length}×) ${where}`
    })
}

/**
 * The colour mode as a toggle sets it (the class on <html>), with transitions held while it
 * changes: a colour fading from the light palette would make the contrast check depend on the
 * instant it runs.
 */
async function setMode(page: Page, mode: Mode): Promise<void> {
  await page.evaluate((dark) => {
    const hold = document.createElement('style')
    hold.textContent = '*,*::before,*::after{transition:none!important}'
    document.head.append(hold)
    const root = document.documentElement
    root.classList.remove(dark ? 'light' : 'dark')
    root.classList.add(dark ? 'dark' : 'light')
    // Styles resolved with the new class before transitions come back.
    void getComputedStyle(root).color
    requestAnimationFrame(() => requestAnimationFrame(() => hold.remove()))
  }, mode === 'dark')
  await settled(page)
  await stillAnimations(page)
}

/**
 * Client-side navigation to `path`, as a link click makes it (Next's router), then the wait for
 * the new page's effects and transitions. Fails if the router fell back to a full load.
 */
async function navigate(page: Page, path: string): Promise<void> {
  const marker = await page.evaluate(async (url) => {
    const marker = Math.random().toString(36)
    Object.assign(window, { __sweepMarker: marker })
    const { router } = (
      window as unknown as { next: { router: { push(u: string): Promise<boolean> } } }
    ).next
    await router.push(url)
    return marker
  }, path)
  await settled(page)
  await stillAnimations(page)
  const same = await page.evaluate(
    (m) => (window as { __sweepMarker?: string }).__sweepMarker === m,
    marker
  )
  expect(same, `${path}: the router reloaded the page instead of navigating`).toBe(true)
}

/** A fresh load of `path`, until the theme has replaced the built one and settled. */
async function load(page: Page, path: string, theme: string): Promise<void> {
  await page.goto(path, { waitUntil: 'load' })
  await page.locator(`#theme-${theme}`).waitFor()
  await settled(page)
  await stillAnimations(page)
}

// Still pages: axe measures colour against what lies under the text, and a moving wall or
// carousel would make that depend on the instant of the check.
test.use({ reducedMotion: 'reduce' })

for (const theme of THEME_IDS) {
  test(`${theme}: every page type without a page error, hydration warning or axe violation, light and dark`, async ({
    page,
    baseURL
  }) => {
    test.setTimeout(120_000)
    const problems = problemsOf(page, baseURL!)
    const found: string[] = []
    await load(page, `/?theme=${theme}&mode=light`, theme)
    await expect(page.locator('html')).toHaveClass(/^(?!.*\bdark\b)/)
    // Checked in the mode the page is in, then in the other; the sweep goes on in that one, so
    // the routes between are reached in both modes too.
    let mode: Mode = 'light'
    for (const [i, route] of ROUTES.entries()) {
      const path = `${route.path}${route.path.includes('?') ? '&' : '?'}theme=${theme}`
      if (route.fresh) {
        // The 404 screen goes home after a few seconds unless an article is on the page
        // (components/NotFound.tsx): a loaded machine may take longer than that to check it.
        await page.addInitScript(() =>
          document.addEventListener('DOMContentLoaded', () => {
            const hold = document.createElement('div')
            hold.id = 'article-wrapper'
            hold.hidden = true
            document.body.append(hold)
          })
        )
        await load(page, `${path}&mode=light`, theme)
        mode = 'light'
      } else if (i > 0) await navigate(page, path)
      await expect(page.locator(`#theme-${theme}`)).toHaveCount(1)
      await expect(page.locator('html')).toHaveClass(
        mode === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/
      )
      expect(new URL(page.url()).pathname).toBe(new URL(route.path, baseURL).pathname)
      if (route.axe) {
        found.push(...(await axeFailures(page, route.path, mode)))
        mode = mode === 'light' ? 'dark' : 'light'
        await setMode(page, mode)
        found.push(...(await axeFailures(page, route.path, mode)))
      }
      found.push(...problems.splice(0).map((p) => `${route.path}: ${p}`))
    }
    expect(found).toEqual([])
  })
}
