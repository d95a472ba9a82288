import { expect, test, type Page } from '../support/browser-test'
import { problemsOf, settled } from '../support/page-problems'

/**
 * No uncaught error, no React hydration error or warning, no console error, on a fresh load of
 * every post and page of the demo (each language) in the theme the e2e builds run, with the first
 * route of each list type beside them (the server build), and of a route of each page type in the
 * static export, whose pages are the same markup and scripts built from the same data. A list
 * route of a type (another tag, year or category) is the same markup over other posts' cards,
 * which the home and archive show too; every theme renders and hydrates those in
 * tests/themes/server-html.test.tsx. The sweep is split in parts that run side by side. The other
 * themes are swept in tests/e2e/theme-sweep.spec.ts.
 */
const DEFAULT_THEME = 'plog'

/** List and index routes the sitemap leaves out. */
const EXTRA_ROUTES = ['/', '/page/2', '/archive', '/category', '/tag', '/search', '/search/film']

/** A route of each page type, which the sitemap must list (else the sweep would miss a type). */
const PAGE_TYPE_ROUTES = [
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
  return [...new Set([...EXTRA_ROUTES, ...paths.map((p) => decodeURI(p)), '/no-such-page-here'])]
}

/** A list route's type and language (`/zh/tag/…` → `/zh/tag/`), or null for a post or page. */
function listType(route: string): string | null {
  const match = /^((?:\/zh)?\/(?:tag|category|archive|page|search)\/)[^/]+$/.exec(route)
  return match ? match[1]! : null
}

/** Every route but the second and later of each list type (see the file's comment). */
function postsAndFirstLists(routes: string[]): string[] {
  const seen = new Set<string>()
  return routes.filter((route) => {
    const type = listType(route)
    if (type === null || PAGE_TYPE_ROUTES.map((r) => decodeURI(r)).includes(route)) return true
    if (seen.has(type)) return false
    seen.add(type)
    return true
  })
}

/** A route of each page type, and the ones the sitemap leaves out. */
const pageTypeRoutes = () => [
  ...EXTRA_ROUTES,
  ...PAGE_TYPE_ROUTES.map((route) => decodeURI(route)),
  '/no-such-page-here'
]

/** Routes that answer 404 on purpose: the unknown path, and keyword pages in a static export. */
const may404 = (route: string) => route === '/no-such-page-here' || route.startsWith('/search/')

const PARTS = 3

for (let part = 0; part < PARTS; part++) {
  test(`${DEFAULT_THEME}: no page error, hydration warning or console error on any route (part ${part + 1} of ${PARTS})`, async ({
    page,
    baseURL
  }) => {
    test.setTimeout(120_000)
    const every = await demoRoutes(page)
    expect(every.length).toBeGreaterThan(20)
    for (const route of PAGE_TYPE_ROUTES) expect(every).toContain(decodeURI(route))
    const routes =
      test.info().project.name === 'server' ? postsAndFirstLists(every) : pageTypeRoutes()
    const problems = problemsOf(page, baseURL!)
    const found: string[] = []
    for (const route of routes.filter((_, i) => i % PARTS === part)) {
      const response = await page.goto(route, { waitUntil: 'load' })
      if (route === '/') await expect(page.locator(`#theme-${DEFAULT_THEME}`)).toHaveCount(1)
      if (response?.status() !== 200 && !(response?.status() === 404 && may404(route)))
        found.push(`${route}: status ${response?.status()}`)
      await settled(page)
      found.push(...problems.splice(0).map((p) => `${route}: ${p}`))
    }
    expect(found).toEqual([])
  })
}
