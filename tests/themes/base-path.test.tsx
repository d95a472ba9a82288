import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { THEME_IDS } from '../../conf/themes/ids'
import { demoPageTypes } from '../support/demo-pages'

/**
 * Every theme's server HTML of each demo page type, built under a base path (BASE_PATH): every
 * link and every file it points at (images, scripts, styles, frames, posters, backgrounds) on
 * this site must carry the base path. lib/base-path's helpers (links included, components/Link)
 * read it from the environment the build inlines.
 */
const BASE = '/np-sub'
/**
 * Routes whose markup holds every kind of URL the demo has (the home list with covers, the
 * archive, an index, a page, articles with files, links and media, the 404); the other list
 * pages render the same parts.
 */
const ROUTES = [
  '/',
  '/archive',
  '/tag',
  '/about',
  '/article/how-this-site-works',
  '/article/darkroom-kitchen-sink',
  '/no-such-page-here'
]

/** Site paths (`/x`, not `//host/x`) in URL-bearing attributes and CSS `url()`s of the HTML. */
function sitePaths(html: string): string[] {
  const attributes = [
    ...html.matchAll(/\s(?:href|src|poster|action|data|formaction)="(\/(?!\/)[^"]*)"/g)
  ].map((m) => m[1]!)
  const sets = [...html.matchAll(/\ssrcSet="([^"]*)"/gi)].flatMap((m) =>
    m[1]!.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '')
  )
  const styles = [...html.matchAll(/url\((?:&quot;|&#x27;|["'])?(\/(?!\/)[^)"'&]*)/g)].map(
    (m) => m[1]!
  )
  return [...attributes, ...sets.filter((u) => /^\/(?!\/)/.test(u)), ...styles]
}

/** Under the base path exactly once (a demo file is `/np-sub/demo/...`, never `/np-sub/np-sub/...`). */
const underBase = (url: string) =>
  (url === BASE || [`${BASE}/`, `${BASE}?`, `${BASE}#`].some((start) => url.startsWith(start))) &&
  !url.startsWith(`${BASE}${BASE}`)

/**
 * The render modules are loaded once, with the base path they read when they load; each theme's
 * pages come from a fresh data graph (the site's settings, THEME among them, are read once per
 * graph), as plain props, as a build hands them to its pages.
 */
let renderPage: (typeof import('../support/render-page'))['renderPage']
beforeAll(async () => {
  vi.stubEnv('NOTIONPRESS_BASE_PATH', BASE)
  vi.stubEnv('__NEXT_ROUTER_BASEPATH', BASE)
  vi.resetModules()
  const render = await import('../support/render-page')
  renderPage = render.renderPage
  // Every theme and its layouts into this graph now: the tests below reset the modules.
  await render.loadRenderParts()
})
afterAll(() => vi.unstubAllEnvs())

describe.each(THEME_IDS)('%s built under a base path', (theme) => {
  it('puts the base path in front of every site path of every page type', async () => {
    vi.stubEnv('THEME', theme)
    vi.resetModules()
    const outside: string[] = []
    let checked = 0
    for (const { path, page } of await demoPageTypes(ROUTES)) {
      const html = await renderPage(page, path)
      expect(html, `${path} is not ${theme}'s`).toContain(`id="theme-${theme}"`)
      const urls = sitePaths(html)
      checked += urls.length
      outside.push(...urls.filter((url) => !underBase(url)).map((url) => `${path}: ${url}`))
    }
    expect(checked).toBeGreaterThan(ROUTES.length)
    expect([...new Set(outside)]).toEqual([])
  }, 120_000)
})
