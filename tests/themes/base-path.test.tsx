import { afterAll, describe, expect, it, vi } from 'vitest'
import { THEME_IDS } from '../../conf/themes/ids'
import { demoPageTypes } from '../support/demo-pages'

/**
 * Every theme's server HTML of each demo page type, built under a base path (BASE_PATH): every
 * link and every file it points at (images, scripts, styles, frames, posters, backgrounds) on
 * this site must carry the base path. Next's own part (next/link) reads the base path from the
 * environment its build inlines; so do lib/base-path's helpers.
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

describe.each(THEME_IDS)('%s built under a base path', (theme) => {
  afterAll(() => vi.unstubAllEnvs())

  it('puts the base path in front of every site path of every page type', async () => {
    vi.stubEnv('THEME', theme)
    vi.stubEnv('NOTIONPRESS_BASE_PATH', BASE)
    vi.stubEnv('__NEXT_ROUTER_BASEPATH', BASE)
    vi.resetModules()
    const { renderPage } = await import('../support/render-page')
    const outside: string[] = []
    let checked = 0
    for (const { path, page } of await demoPageTypes(ROUTES)) {
      const urls = sitePaths(await renderPage(page, path))
      checked += urls.length
      outside.push(...urls.filter((url) => !underBase(url)).map((url) => `${path}: ${url}`))
    }
    expect(checked).toBeGreaterThan(ROUTES.length)
    expect([...new Set(outside)]).toEqual([])
  }, 120_000)
})
