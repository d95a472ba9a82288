import { existsSync, readdirSync } from 'node:fs'
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
  const stored = existsSync('.next-e2e/server/pages/search')
    ? readdirSync('.next-e2e/server/pages/search', { recursive: true }).map(String)
    : []
  expect(stored.filter((file) => file.includes(keyword))).toEqual([])
})
