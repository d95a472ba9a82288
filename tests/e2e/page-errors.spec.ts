import { readdirSync, existsSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'

/**
 * Every route of the demo, in every built theme, in both build modes: no uncaught error, no
 * React hydration error or warning, no console error. Network failures of other hosts (this
 * machine is offline; embeds and avatars point elsewhere) are the only console errors allowed.
 */
const THEMES = readdirSync('themes', { withFileTypes: true })
  .filter(
    (entry) => entry.isDirectory() && existsSync(path.join('themes', entry.name, 'index.tsx'))
  )
  .map((entry) => entry.name)

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

/** Routes that answer 404 on purpose: the unknown path, and keyword pages in a static export. */
const may404 = (route: string) => route === '/no-such-page-here' || route.startsWith('/search/')

test('no page error, hydration warning or console error on any route of any theme', async ({
  page,
  baseURL
}) => {
  test.setTimeout(600_000)
  const routes = await demoRoutes(page)
  expect(routes.length).toBeGreaterThan(20)
  const problems = problemsOf(page, baseURL!)
  const found: string[] = []
  for (const theme of THEMES) {
    for (const route of routes) {
      const url = `${route}${route.includes('?') ? '&' : '?'}theme=${theme}`
      const response = await page.goto(url, { waitUntil: 'load' })
      if (response?.status() !== 200 && !(response?.status() === 404 && may404(route)))
        found.push(`${theme} ${route}: status ${response?.status()}`)
      // Hydration and effects run after load; give them a moment to report.
      await page.waitForTimeout(150)
      found.push(...problems.splice(0).map((p) => `${theme} ${route}: ${p}`))
    }
  }
  console.log(`page-errors: ${routes.length} routes × ${THEMES.length} themes checked`)
  expect(found).toEqual([])
})
