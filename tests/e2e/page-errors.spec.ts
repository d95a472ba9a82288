import { expect, test, type Page } from '../support/browser-test'
import { THEME_IDS } from '../../conf/themes/ids'

/**
 * No uncaught error, no React hydration error or warning, no console error, in both build
 * modes: every route of the demo in the default theme, and in every other theme one route of
 * each page type (routes of one type share their markup; visiting all of them in twenty themes
 * would cost minutes for nothing). Network failures of other hosts (this machine is offline;
 * embeds and avatars point elsewhere) are the only console errors allowed.
 */
const THEMES = THEME_IDS

/** The theme the e2e builds run (THEME's default): every route is visited in it. */
const DEFAULT_THEME = 'plog'

const EXTRA_ROUTES = [
  '/',
  '/page/2',
  '/archive',
  '/category',
  '/tag',
  '/search',
  '/search/film',
  '/no-such-page-here'
]

/** One route of each page type of the demo, for the themes other than the default. */
const PAGE_TYPE_ROUTES = [
  ...EXTRA_ROUTES,
  '/archive/2023',
  '/category/Travel',
  '/category/%E9%9A%8F%E7%AC%94',
  '/tag/mountains',
  '/about',
  '/about/site/colophon',
  '/article/sea-of-clouds',
  '/article/contact-sheets',
  '/article/writing-in-notion',
  '/article/how-this-site-works',
  '/article/darkroom-kitchen-sink'
]

/** Paths of every page in the sitemap, plus the list and index routes it leaves out. */
async function demoRoutes(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml')
  expect(response.ok()).toBe(true)
  const xml = await response.text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  return [...new Set([...EXTRA_ROUTES, ...paths.map((p) => decodeURI(p))])]
}

function problemsOf(page: Page, origin: string): string[] {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    const text = message.text()
    if (/hydrat/i.test(text)) {
      problems.push(`hydration: ${text}`)
      return
    }
    if (message.type() !== 'error') return
    const url = message.location().url
    const offline = /Failed to load resource/.test(text) && url && !url.startsWith(origin)
    // A page that answers 404 by design (checked below); Chromium logs that status as an error.
    const document404 = /status of 404/.test(text) && url === page.url()
    if (!offline && !document404) problems.push(`console.error: ${text} (${url})`)
  })
  return problems
}

/**
 * Resolves once the page has painted twice and the main thread has gone idle: the effects that
 * follow hydration have run by then, and any error they raise has been reported.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 1000 }))
        )
      )
  )
}

/** Routes that answer 404 on purpose: the unknown path, and keyword pages in a static export. */
const may404 = (route: string) => route === '/no-such-page-here' || route.startsWith('/search/')

async function checkRoutes(page: Page, origin: string, theme: string, routes: string[]) {
  const problems = problemsOf(page, origin)
  const found: string[] = []
  for (const route of routes) {
    const url = `${route}${route.includes('?') ? '&' : '?'}theme=${theme}`
    const response = await page.goto(url, { waitUntil: 'load' })
    if (response?.status() !== 200 && !(response?.status() === 404 && may404(route)))
      found.push(`${theme} ${route}: status ${response?.status()}`)
    await settled(page)
    found.push(...problems.splice(0).map((p) => `${theme} ${route}: ${p}`))
  }
  expect(found).toEqual([])
}

test(`${DEFAULT_THEME}: no page error, hydration warning or console error on any route`, async ({
  page,
  baseURL
}) => {
  test.setTimeout(300_000)
  const routes = await demoRoutes(page)
  expect(routes.length).toBeGreaterThan(20)
  for (const route of PAGE_TYPE_ROUTES) expect(routes).toContain(decodeURI(route))
  await page.goto('/')
  await expect(page.locator(`#theme-${DEFAULT_THEME}`)).toHaveCount(1)
  await checkRoutes(page, baseURL!, DEFAULT_THEME, routes)
})

for (const theme of THEMES.filter((id) => id !== DEFAULT_THEME)) {
  test(`${theme}: no page error, hydration warning or console error on any page type`, async ({
    page,
    baseURL
  }) => {
    test.setTimeout(180_000)
    await checkRoutes(page, baseURL!, theme, PAGE_TYPE_ROUTES)
  })
}
