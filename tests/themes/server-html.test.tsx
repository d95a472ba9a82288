// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true,"disableIframePageLoading":true,"disableJavaScriptFileLoading":true,"disableCSSFileLoading":true}}
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ReactElement } from 'react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { THEME_IDS } from '../../conf/themes/ids'
import type { PageProps } from '../../lib/theme/layout-props'
import { dumpClasses } from '../support/class-dump'
import { freshTree, type PageTree } from '../support/page-tree'
import { DEMO_PAGE_TYPE_ROUTES, demoPageTypes, type DemoPage } from '../support/demo-pages'
import { javaMissing, minimalDocument, vnuErrors } from '../support/vnu'

/**
 * Every theme's server HTML, as a build with THEME=<id> would serve it, on one route of each page
 * type of the demo: hydrated without a mismatch, error or warning, and valid HTML. The browser
 * tests reach the other nineteen themes only through `?theme=` after the default theme's HTML has
 * hydrated; this is where each theme's own HTML is tested. The HTML is rendered once per theme
 * with the browser's globals hidden, as on a server; then hydrated in happy-dom, and written to a
 * directory that the W3C Nu checker reads at the end, every theme at once.
 */

/**
 * Every class list the pages join through cn() while they render and hydrate, as clsx joins it
 * (without merging), each call site that joins classes setting one property twice named
 * (tests/support/class-conflicts).
 */
const classLists = vi.hoisted((): import('../support/class-conflicts').LogHolder => ({}))
vi.mock('../../lib/style/cn', async (importOriginal) => {
  const { judgedCn } = await import('../support/class-conflicts')
  const actual = await importOriginal<typeof import('../../lib/style/cn')>()
  return judgedCn(actual, classLists, () => process.env.THEME ?? '')
})

/** Globals a server does not have: hidden while modules load and the HTML is rendered. */
const BROWSER_ONLY = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'self']

async function onServer<T>(work: () => Promise<T>): Promise<T> {
  const saved = BROWSER_ONLY.map((key) => Object.getOwnPropertyDescriptor(globalThis, key))
  for (const key of BROWSER_ONLY) delete (globalThis as Record<string, unknown>)[key]
  try {
    return await work()
  } finally {
    BROWSER_ONLY.forEach((key, i) => {
      const descriptor = saved[i]
      if (descriptor) Object.defineProperty(globalThis, key, descriptor)
    })
  }
}

type RenderToString = (typeof import('react-dom/server'))['renderToString']

/**
 * The server's module graph, loaded once with the browser's globals hidden: one server process
 * renders every page. Its renderer comes from the same graph as its React.
 */
async function serverRenderer(): Promise<{ tree: PageTree; renderToString: RenderToString }> {
  return onServer(async () => {
    const tree = await freshTree()
    const { renderToString } = await import('react-dom/server')
    return { tree, renderToString }
  })
}

/**
 * Each demo page type with the HTML the server sends for it and the props it serialises. The
 * props come from a fresh data graph (the site's settings, THEME among them, are read once per
 * graph), as a build of that theme reads them.
 */
async function serverPages(server: Awaited<ReturnType<typeof serverRenderer>>) {
  return onServer(async () => {
    vi.resetModules()
    const pages = await demoPageTypes()
    return pages.map(({ path, page }) => ({
      path,
      // What reaches the browser: the props as JSON (__NEXT_DATA__).
      page: JSON.parse(JSON.stringify(page)) as PageProps,
      html: server.renderToString(server.tree(page, path))
    }))
  })
}

/**
 * Next's browser runtime loads every next/dynamic part the server rendered (theme root, body
 * renderer, code, equations, databases) before it hydrates: Loadable.preloadReady, given module
 * ids its compiler writes into each dynamic() call. Without that compiler here, preloadAll loads
 * nothing in the browser graph, and a part not loaded yet renders nothing while hydrating: a
 * mismatch at the first page of the run that uses it, whichever page that is. So the browser
 * graph renders the page until its HTML is the server's (every part loaded), then hydrates; if it
 * never is (a real difference), it hydrates after a while and React reports the mismatch.
 */
async function loadDynamicParts(render: () => ReactElement, serverHtml: string): Promise<void> {
  const { renderToString } = await import('react-dom/server')
  const until = Date.now() + 5_000
  const expected = withoutStaticBodies(serverHtml)
  // A theme's lazy layout (components/theme/lazy-layout.tsx) suspends this synchronous render
  // until its module has loaded, as it holds the browser's hydration until its chunk has.
  const rendered = () => {
    try {
      return withoutStaticBodies(renderToString(render()))
    } catch {
      return undefined
    }
  }
  while (rendered() !== expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/**
 * The HTML with every static body and kept part emptied: a browser keeps the server's markup
 * there while it hydrates (components/notion-renderer/StaticBody.tsx,
 * components/theme/kept-part.tsx), and draws nothing of its own.
 */
function withoutStaticBodies(html: string): string {
  if (!html.includes('data-static-body') && !html.includes('data-kept-part')) return html
  const template = document.createElement('template')
  template.innerHTML = html
  for (const body of template.content.querySelectorAll('[data-static-body], [data-kept-part]'))
    body.replaceChildren()
  return template.innerHTML
}

/** Problems React and the page report while `page` hydrates over its server HTML. */
async function hydrationProblems(
  tree: PageTree,
  { path, page, html }: DemoPage & { html: string }
): Promise<string[]> {
  const { act } = await import('react')
  const { hydrateRoot } = await import('react-dom/client')
  const problems: string[] = []
  const theme = page.siteProps.config.THEME
  if (!html.includes(`id="theme-${theme}"`)) problems.push(`the server HTML is not ${theme}'s`)
  await loadDynamicParts(() => tree(page, path), html)
  const container = document.createElement('div')
  container.id = '__next'
  container.innerHTML = html
  document.body.replaceChildren(container)
  const error = vi.spyOn(console, 'error').mockImplementation((...args) => {
    problems.push(`console.error: ${args.map(String).join(' ').slice(0, 300)}`)
  })
  const warn = vi.spyOn(console, 'warn').mockImplementation((...args) => {
    const text = args.map(String).join(' ')
    if (/hydrat|did not match/i.test(text)) problems.push(`console.warn: ${text.slice(0, 300)}`)
  })
  try {
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(container, tree(page, path), {
        onRecoverableError: (e) => problems.push(`recoverable: ${String(e).slice(0, 300)}`),
        onUncaughtError: (e) => problems.push(`uncaught: ${String(e).slice(0, 300)}`)
      })
    })
    for (const body of container.querySelectorAll('[data-static-body]'))
      if (!body.hasChildNodes()) problems.push('a static body lost its server HTML')
    await act(async () => root?.unmount())
  } finally {
    error.mockRestore()
    warn.mockRestore()
  }
  return problems.map((p) => `${path}: ${p}`)
}

/** The documents for the HTML checker, removed once they pass (kept to be read when they do not). */
const documentsDir = mkdtempSync(join(tmpdir(), 'notionpress-vnu-'))
const documents = new Map<string, { theme: string; path: string }>()
let valid = false
afterAll(() => {
  if (valid) rmSync(documentsDir, { recursive: true, force: true })
})

/**
 * A theme's server HTML of each page as the checker reads it: the body in the smallest valid
 * document of the page's language (pages/_document's <html lang> and the <head> Next writes are
 * not checked here).
 */
function writeDocuments(theme: string, pages: (DemoPage & { html: string })[]): void {
  mkdirSync(join(documentsDir, theme))
  pages.forEach(({ path, page, html }, i) => {
    const file = join(documentsDir, theme, `${String(i).padStart(2, '0')}.html`)
    writeFileSync(file, minimalDocument(page.siteProps.config.LANG || 'en', path, html))
    documents.set(file, { theme, path })
  })
}

let server: Awaited<ReturnType<typeof serverRenderer>>
beforeAll(async () => {
  server = await serverRenderer()
}, 60_000)

describe.each(THEME_IDS)('%s', (theme) => {
  let pages: (DemoPage & { html: string })[]
  let tree: PageTree
  beforeAll(async () => {
    // Tells React that `act` is there to flush its work (as a test renderer would).
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
    vi.stubEnv('THEME', theme)
    // Two contacts, so that the contact links (and their class slots) are drawn and checked.
    vi.stubEnv('CONTACT_GITHUB', 'https://github.com/notionpress-demo')
    vi.stubEnv('CONTACT_TWITTER', 'https://x.com/notionpress-demo')
    pages = await serverPages(server)
    writeDocuments(theme, pages)
    dumpClasses(theme, pages)
    tree = await freshTree()
  }, 60_000)
  afterAll(() => vi.unstubAllEnvs())

  it('hydrates its own server HTML of every page type without a mismatch or error', async () => {
    expect(pages.map((p) => p.page.siteProps.config.THEME)).toEqual(pages.map(() => theme))
    const problems: string[] = []
    for (const page of pages) problems.push(...(await hydrationProblems(tree, page)))
    expect(problems).toEqual([])
  }, 120_000)
})

// After every theme's block above.
it('no cn() call joins two classes that set one property (cn does not merge them)', () => {
  const log = classLists.log
  expect(log?.calls).toBeGreaterThan(0)
  expect(log?.lines(), 'call sites, themes, one class list').toEqual([])
})

// After every theme's block above: one Java process checks all their documents (~10 s of CPU).
it('every theme renders every demo page type as valid HTML (W3C Nu checker)', async (context) => {
  const missing = javaMissing()
  if (missing) context.skip(missing)
  expect(documents.size).toBe(THEME_IDS.length * DEMO_PAGE_TYPE_ROUTES.length)
  const errors = vnuErrors(documentsDir).map(({ file, line, message }) => {
    const doc = documents.get(file)
    return `${doc ? `${doc.theme} ${doc.path} ` : ''}(${file}:${line}) ${message}`
  })
  expect(errors, `the documents are kept in ${documentsDir}`).toEqual([])
  valid = true
}, 120_000)
