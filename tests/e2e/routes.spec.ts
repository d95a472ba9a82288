import { readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '../support/browser-test'

// Every route of SPEC §2 on the bundled demo, in both build modes.
const routes: [path: string, status: number, text: string | RegExp][] = [
  ['/', 200, 'Above the Sea of Clouds'],
  ['/page/2', 200, 'Blue Hour in the Harbour City'],
  ['/archive', 200, 'May 2025'],
  ['/category', 200, 'Travel'],
  ['/category/Travel', 200, 'Mountain Lakes at First Light'],
  ['/category/Site%20Notes', 200, 'How This Site Works'],
  ['/tag', 200, 'golden hour'],
  ['/tag/golden%20hour', 200, 'Winter Light Along the Coast'],
  ['/tag/%E8%83%B6%E7%89%87', 200, '冬日的胶片'],
  ['/category/%E9%9A%8F%E7%AC%94', 200, '城市的夜色'],
  ['/search', 200, 'Above the Sea of Clouds'],
  ['/article/sea-of-clouds', 200, 'Above the Sea of Clouds'],
  ['/about', 200, 'About'],
  ['/about/site/colophon', 200, 'Colophon'],
  ['/article/a-lens-i-sold', 200, 'Notes on a Lens I Sold'],
  ['/article/no-such-post', 404, 'Page Not Found'],
  ['/article/iceland-draft', 404, 'Page Not Found'],
  ['/article/letters-from-2099', 404, 'Page Not Found'],
  ['/page/9', 404, 'Page Not Found'],
  ['/tag/no-such-tag', 404, 'Page Not Found'],
  // Account pages exist only in a build with a Clerk key (tests/e2e/accounts.spec.ts).
  ['/auth/result', 404, 'Page Not Found'],
  ['/sign-in', 404, 'Page Not Found'],
  ['/sign-up', 404, 'Page Not Found'],
  ['/dashboard', 404, 'Page Not Found']
]

for (const [path, status, text] of routes) {
  test(`${path} answers ${status}`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(status)
    await expect(page.getByText(text).filter({ visible: true }).first()).toBeVisible()
  })
}

test('an Invisible post is served but listed nowhere, and not indexed', async ({ page }) => {
  await page.goto('/article/a-lens-i-sold')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  for (const list of ['/', '/page/2', '/archive']) {
    await page.goto(list)
    await expect(page.getByText('Notes on a Lens I Sold')).toHaveCount(0)
  }
})

test('a post carries absolute meta tags', async ({ page }) => {
  await page.goto('/article/sea-of-clouds')
  await expect(page).toHaveTitle('Above the Sea of Clouds | Silver & Light')
  const meta = (selector: string) => page.locator(selector).getAttribute('content')
  expect(await meta('meta[property="og:image"]')).toMatch(/^https?:\/\/.+\/demo\/covers\//)
  expect(await meta('meta[property="og:url"]')).toMatch(/^https?:\/\/.+\/article\/sea-of-clouds$/)
  expect(await meta('meta[property="og:type"]')).toBe('article')
  expect(await meta('meta[property="article:published_time"]')).toMatch(/^2025-05-18/)
  expect(await meta('meta[name="keywords"]')).toContain('mountains')
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/^https?:\/\//)
})

test('list titles follow the SPEC patterns', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle(/^Silver & Light \| /)
  await page.goto('/tag/golden%20hour')
  await expect(page).toHaveTitle('golden hour | Tags | Silver & Light')
  await page.goto('/archive')
  await expect(page).toHaveTitle('Archive | Silver & Light')
})

// Where the server build keeps the pages it renders (overridable to test another build).
const SERVER_PAGES = path.join(process.env.E2E_SERVER_DIST_DIR || '.next-e2e', 'server', 'pages')
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]
  )

test("a path that merely ends in a post's id is a 404 and stores nothing", async ({ request }) => {
  const html = await (await request.get('/article/sea-of-clouds')).text()
  const data = /<script id="__NEXT_DATA__" type="application\/json">(.*?)<\/script>/s.exec(html)
  const id: string = JSON.parse(data![1]!).props.pageProps.post.id
  expect(id).toMatch(/^[0-9a-f-]{36}$/)
  const compact = id.replace(/-/g, '')
  const server = test.info().project.name === 'server'
  const before = server ? filesUnder(SERVER_PAGES).length : 0
  const junk = [
    `/junk/a/b/${id}`,
    `/junk/${compact.toUpperCase()}`,
    `/article/x/${compact}`,
    `/tag/a/b/${compact}`,
    `/${compact}`,
    `/article/${compact}`,
    '/Article/Sea-Of-Clouds'
  ]
  for (const url of junk)
    expect((await request.get(url, { maxRedirects: 0 })).status(), url).toBe(404)
  if (server) expect(filesUnder(SERVER_PAGES).length).toBe(before)
})
