import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { E2E_SERVER_PAGES_DIR } from '../../scripts/e2e-env'
import { expect, test } from '../support/browser-test'

/** Anyone can ask for /search/<anything>: on a server, no keyword may leave a page on disk. */
test('a search keyword page is rendered per request and never stored', async ({
  request
}, info) => {
  test.skip(info.project.name !== 'server', 'a static export searches in the browser at /search?s=')
  const keyword = `film-${Date.now()}`
  const response = await request.get(`/search/${keyword}`)
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/)
  expect(await response.text()).toContain(keyword)
  // Where the running server would store it: its standalone copy of the build.
  const searchPages = path.join(E2E_SERVER_PAGES_DIR, 'search')
  const stored = existsSync(searchPages)
    ? readdirSync(searchPages, { recursive: true }).map(String)
    : []
  expect(stored.filter((file) => file.includes(keyword))).toEqual([])
})
