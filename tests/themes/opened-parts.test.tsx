// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true,"disableIframePageLoading":true,"disableJavaScriptFileLoading":true,"disableCSSFileLoading":true}}
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { THEME_IDS, type ThemeId } from '../../conf/themes/ids'
import type { PageProps } from '../../lib/theme/layout-props'
import { DEMO_PAGE_TYPE_ROUTES, demoPageTypes } from '../support/demo-pages'
import { freshTree } from '../support/page-tree'
import { settingVariants } from '../support/setting-variants'
import { tapEverything } from '../support/tap-everything'

/**
 * The parts of every theme that its server HTML does not draw (tests/themes/server-html checks
 * that): what opens on a tap, a hover or typing (menu drawers, slide-overs, dropdowns and
 * sub-menus, the search modal with its hits, the WeChat QR, the language switch, dark mode, the
 * lock screen's error), and what the demo's settings leave off (each theme's own options turned
 * over, the nine comment systems, contacts, the sidebar reversed, post previews...). Each demo
 * page type is rendered in happy-dom under each setting variant and everything on it that
 * answers a tap is tapped, hovered and typed into, again on what those taps opened; every class
 * list cn() joins meanwhile is judged as in server-html (two classes setting one property). cn()
 * joins without merging, so such a pair would leave the stylesheet's order to pick the winner.
 */

const classLists = vi.hoisted((): import('../support/class-conflicts').LogHolder => ({}))
vi.mock('../../lib/style/cn', async (importOriginal) => {
  const { judgedCn } = await import('../support/class-conflicts')
  const actual = await importOriginal<typeof import('../../lib/style/cn')>()
  return judgedCn(actual, classLists, () => process.env.OPENED_PARTS_CASE ?? '')
})

/** Search answers for the modal and an export's search page: a few hits, more than shown. */
function fakeFetch(url: string | URL | Request): Promise<Response> {
  const href = typeof url === 'string' ? url : 'url' in url ? url.url : url.href
  if (!/[?&]q=/.test(href)) return Promise.resolve(new Response('{}', { status: 404 }))
  const hit = (n: number) => ({
    href: `/article/hit-${n}`,
    title: `Film ${n}`,
    category: 'Travel',
    tags: ['mountains'],
    snippet: `A film about a sea of clouds, ${n}`,
    score: 1
  })
  const body = { total: 30, hits: [1, 2, 3].map(hit) }
  return Promise.resolve(Response.json(body))
}

/** The page types whose parts differ (one route of each; the rest share their markup). */
const ROUTES = DEMO_PAGE_TYPE_ROUTES.filter(
  (path) => !['/archive/2023', '/category/随笔', '/about/site/colophon'].includes(path)
)

/**
 * Waits until the page's next/dynamic parts (the theme, the body's renderer) have loaded and
 * drawn: a browser loads them on first render, then draws them.
 */
async function drawn(container: Element): Promise<void> {
  const { act } = await import('react')
  let last = -1
  let same = 0
  for (let i = 0; i < 250 && same < 3; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    const size = container.innerHTML.length
    same = size > 0 && size === last ? same + 1 : 0
    last = size
  }
}

/** Renders each route of the demo under the current settings and taps everything on it. */
async function tapPages(): Promise<void> {
  vi.resetModules()
  const pages = await demoPageTypes(ROUTES)
  const tree = await freshTree()
  const { act } = await import('react')
  const { createRoot } = await import('react-dom/client')
  for (const { path, page } of pages) {
    const props = JSON.parse(JSON.stringify(page)) as PageProps
    // Each page as a first visit (no dark mode, open aside or language remembered by the last).
    localStorage.clear()
    sessionStorage.clear()
    window.history.replaceState(null, '', path)
    document.documentElement.className = ''
    const container = document.createElement('div')
    container.id = '__next'
    document.body.replaceChildren(container)
    const root = createRoot(container, {
      onUncaughtError: () => undefined,
      onRecoverableError: () => undefined
    })
    await act(async () => root.render(tree(props, path)))
    await drawn(container)
    expect(container.childElementCount, `${path} drew nothing`).toBeGreaterThan(0)
    expect(await tapEverything(container), `${path}: nothing to tap`).toBeGreaterThan(0)
    await act(async () => root.unmount())
  }
}

beforeAll(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  vi.stubGlobal('fetch', vi.fn(fakeFetch))
  // What the taps make parts report (a comment system's script not loaded, a clipboard denied)
  // is not this test's subject.
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterAll(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe.each(THEME_IDS)('%s', (theme: ThemeId) => {
  it.each(settingVariants(theme))(
    'taps every part of every page type: $name',
    async ({ name, env }) => {
      vi.stubEnv('THEME', theme)
      vi.stubEnv('OPENED_PARTS_CASE', `${theme} ${name}`)
      for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value)
      try {
        await tapPages()
      } finally {
        vi.unstubAllEnvs()
      }
    },
    240_000
  )
})

// After every theme's block above.
it('no cn() call of a tapped or optioned part joins two classes that set one property', () => {
  const log = classLists.log
  expect(log?.calls).toBeGreaterThan(0)
  expect(log?.lines(), 'call sites, cases, one class list').toEqual([])
})
