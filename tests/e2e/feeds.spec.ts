import { expect, test, type Page } from '../support/browser-test'

/** Feeds, sitemap and robots.txt, from API routes (server) or files in out/ (export). */
const LOCKED = { slug: '/article/contact-sheets', password: 'silver-halide' }
const LOCKED_BODY = ['You unlocked it', 'What a contact sheet teaches']
const LOCKED_ID = 'cefcf184-35ab-4db5-8429-b2947ed72b70'
const INVISIBLE = '/article/a-lens-i-sold'
/** The demo lists 23 posts; the feeds carry the newest RSS_LIMIT (20 by default). */
const FEED_ITEMS = 20

/** Parse XML with the browser's strict parser (throws when malformed): the text of each match. */
async function parseXml(page: Page, xml: string, selector: string): Promise<string[]> {
  return page.evaluate(
    ({ xml, selector }) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml')
      if (doc.getElementsByTagName('parsererror').length) throw new Error('malformed XML')
      return [...doc.querySelectorAll(selector)].map((e) => e.textContent ?? '')
    },
    { xml, selector }
  )
}

function expectNoLockedLeak(text: string) {
  for (const secret of [LOCKED.password, LOCKED_ID, LOCKED_ID.replace(/-/g, ''), ...LOCKED_BODY]) {
    expect(text).not.toContain(secret)
  }
}

test('the RSS feed lists the newest published posts with absolute links, the locked one bodiless', async ({
  page,
  request
}) => {
  const res = await request.get('/rss/feed.xml')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toMatch(/xml/)
  const xml = await res.text()
  const links = await parseXml(page, xml, 'channel > link, item > link, image > url')
  const itemLinks = await parseXml(page, xml, 'item > link')
  expect(itemLinks).toHaveLength(FEED_ITEMS)
  // `channel > link` also matches the empty <atom:link href=...> (CSS ignores namespaces).
  for (const link of links.filter(Boolean)) expect(link).toMatch(/^https?:\/\//)
  expect(itemLinks.some((l) => l.endsWith(LOCKED.slug))).toBe(true)
  expect(itemLinks.some((l) => l.endsWith(INVISIBLE))).toBe(false)
  expect(await parseXml(page, xml, 'item > title')).toContain('Above the Sea of Clouds')
  expect(xml).toContain('content:encoded')
  expectNoLockedLeak(xml)
})

test('the Atom and JSON feeds carry the same posts', async ({ page, request }) => {
  const atom = await request.get('/rss/atom.xml')
  expect(atom.headers()['content-type']).toMatch(/xml/)
  const atomXml = await atom.text()
  expect(await parseXml(page, atomXml, 'entry')).toHaveLength(FEED_ITEMS)
  expectNoLockedLeak(atomXml)
  const json = await request.get('/rss/feed.json')
  expect(json.headers()['content-type']).toMatch(/json/)
  const text = await json.text()
  const feed = JSON.parse(text) as { version: string; items: { url: string; title: string }[] }
  expect(feed.version).toContain('jsonfeed.org')
  expect(feed.items).toHaveLength(FEED_ITEMS)
  expect(feed.items.map((i) => i.title)).toContain('Above the Sea of Clouds')
  expectNoLockedLeak(text)
})

test('the sitemap lists lists and listed posts, never an Invisible one', async ({
  page,
  request
}) => {
  const res = await request.get('/sitemap.xml')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toMatch(/xml/)
  const xml = await res.text()
  const locs = await parseXml(page, xml, 'loc')
  const paths = locs.map((l) => new URL(l).pathname)
  for (const p of ['/', '/archive', '/category/Travel', '/tag/golden%20hour']) {
    expect(paths).toContain(p)
  }
  expect(paths).toContain('/article/sea-of-clouds')
  expect(paths).toContain(LOCKED.slug)
  expect(paths).not.toContain(INVISIBLE)
  expect(await parseXml(page, xml, 'lastmod')).not.toHaveLength(0)
  expectNoLockedLeak(xml)
})

test('robots.txt points at the sitemap by its absolute URL', async ({ request }) => {
  const res = await request.get('/robots.txt')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toMatch(/text\/plain/)
  expect(await res.text()).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m)
})

test('/feed leads to the RSS feed', async ({ request }, testInfo) => {
  if (testInfo.project.name === 'server') {
    const res = await request.get('/feed', { maxRedirects: 0 })
    expect([301, 302, 307, 308]).toContain(res.status())
    expect(res.headers()['location']).toBe('/rss/feed.xml')
  } else {
    const html = await (await request.get('/feed')).text()
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/rss/feed.xml">')
    expect(html).toContain('<a href="/rss/feed.xml">')
  }
})

test('a server lets shared caches keep the documents for the revalidate interval', async ({
  request
}, testInfo) => {
  test.skip(testInfo.project.name !== 'server', 'static hosts set their own headers')
  for (const path of ['/rss/feed.xml', '/rss/atom.xml', '/rss/feed.json', '/sitemap.xml']) {
    const cache = (await request.get(path)).headers()['cache-control'] ?? ''
    expect(cache).toMatch(/s-maxage=\d+/)
    expect(cache).toContain('stale-while-revalidate')
  }
})
