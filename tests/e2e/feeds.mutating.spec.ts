import { expect, test } from '../support/browser-test'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { E2E_CONTENT_DIR } from '../support/e2e-content'

/**
 * Server mode regenerates: an edit in the workspace the server reads (a copy of the demo, see
 * tests/support/e2e-content.ts) shows in the feed and sitemap once NEXT_REVALIDATE_SECOND (5 s)
 * has passed, without a rebuild.
 */
const TITLE = 'Above the Sea of Clouds'
const EDITED = 'Above the Sea of Clouds, Revisited'
const REVALIDATE_MS = 5_000

const contentFiles = () => [
  path.join(E2E_CONTENT_DIR, 'workspace.json'),
  ...readdirSync(path.join(E2E_CONTENT_DIR, 'pages')).map((f) =>
    path.join(E2E_CONTENT_DIR, 'pages', f)
  )
]
const originals = new Map<string, string>()

test.afterAll(() => {
  for (const [file, text] of originals) writeFileSync(file, text)
})

test('an edited title reaches /rss/feed.xml after the revalidate interval', async ({ request }) => {
  test.setTimeout(90_000)
  expect(await (await request.get('/rss/feed.xml')).text()).toContain(TITLE)
  for (const file of contentFiles()) {
    const text = readFileSync(file, 'utf8')
    if (!text.includes(TITLE)) continue
    originals.set(file, text)
    writeFileSync(file, text.replaceAll(TITLE, EDITED))
  }
  expect(originals.size).toBeGreaterThan(0)
  await new Promise((resolve) => setTimeout(resolve, REVALIDATE_MS + 1_000))
  // Feeds answer from the last loaded workspace while a refresh runs (stale-while-revalidate, as
  // Next does for pages): the first request after the interval starts the refresh, a later one sees it.
  // A socket kept alive across the wait may be closed by the server as it is reused
  // (ECONNRESET): that answer counts as not-yet and the poll asks again.
  const feedText = (url: string) =>
    request.get(url).then(
      (response) => response.text(),
      (error: unknown) => `request failed: ${String(error)}`
    )
  await expect.poll(() => feedText('/rss/feed.xml'), { timeout: 30_000 }).toContain(EDITED)
  await expect.poll(() => feedText('/rss/feed.json'), { timeout: 30_000 }).toContain(EDITED)
})
