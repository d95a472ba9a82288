import { readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '../support/browser-test'
import { E2E_SERVER_PAGES_DIR } from '../../scripts/e2e-env'

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

/** The page's HTML with its tags removed and entities decoded: the text a visitor reads first. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")

const titleOf = (html: string) =>
  textOf(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '').trim()

const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`)
    .exec(html)?.[1]
    ?.replace(/&amp;/g, '&')

// The status and the server-rendered text of each route: what a visitor, a crawler and a
// reader without scripts get. That each route then hydrates without an error is page-errors.spec.ts.
test('every route answers its status with its text in the HTML', async ({ request }) => {
  const wrong: string[] = []
  for (const [path, status, text] of routes) {
    const response = await request.get(path)
    const body = textOf(await response.text())
    if (response.status() !== status) wrong.push(`${path}: status ${response.status()}`)
    const found = typeof text === 'string' ? body.includes(text) : text.test(body)
    if (!found) wrong.push(`${path}: no "${String(text)}" in its HTML`)
  }
  expect(wrong).toEqual([])
})

test('an Invisible post is served but listed nowhere, and not indexed', async ({ request }) => {
  const post = await (await request.get('/article/a-lens-i-sold')).text()
  expect(meta(post, 'name', 'robots')).toBe('noindex')
  for (const list of ['/', '/page/2', '/archive'])
    expect(textOf(await (await request.get(list)).text())).not.toContain('Notes on a Lens I Sold')
})

test('a post carries absolute meta tags', async ({ request }) => {
  const html = await (await request.get('/article/sea-of-clouds')).text()
  expect(titleOf(html)).toBe('Above the Sea of Clouds | Silver & Light')
  // The post's share card, named by a hash of what it draws: drawn on its first request on a
  // server, a file of the export.
  const image = meta(html, 'property', 'og:image') ?? ''
  expect(image).toMatch(/^https?:\/\/.+\/cards\/[0-9a-f]+\.(png|jpg)$/)
  expect(meta(html, 'property', 'og:image:width')).toBe('1200')
  expect(meta(html, 'property', 'og:image:height')).toBe('630')
  const card = await request.get(new URL(image).pathname)
  expect(card.status()).toBe(200)
  expect(card.headers()['content-type']).toMatch(/^image\/(png|jpeg)$/)
  expect(meta(html, 'property', 'og:url')).toMatch(/^https?:\/\/.+\/article\/sea-of-clouds$/)
  expect(meta(html, 'property', 'og:type')).toBe('article')
  expect(meta(html, 'property', 'article:published_time')).toMatch(/^2025-05-18/)
  expect(meta(html, 'name', 'keywords')).toContain('mountains')
  expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]).toMatch(/^https?:\/\//)
})

test('list titles follow the SPEC patterns', async ({ request }) => {
  const title = async (path: string) => titleOf(await (await request.get(path)).text())
  expect(await title('/')).toMatch(/^Silver & Light \| /)
  expect(await title('/tag/golden%20hour')).toBe('golden hour | Tags | Silver & Light')
  expect(await title('/archive')).toBe('Archive | Silver & Light')
})

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
  const before = server ? filesUnder(E2E_SERVER_PAGES_DIR).length : 0
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
  if (server) expect(filesUnder(E2E_SERVER_PAGES_DIR).length).toBe(before)
  expect(before > 0 || !server, `no pages under ${E2E_SERVER_PAGES_DIR}`).toBe(true)
})
