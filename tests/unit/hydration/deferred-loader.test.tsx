// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import {
  deferredLoaderProps,
  deferredLoaderUrls,
  HYDRATION_FALLBACK_MS,
  HYDRATION_INTENT_EVENTS,
  type ChunkQueue
} from '@/lib/hydration/deferred-loader'

const URLS = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/c.js']

const loaded = () =>
  [...document.querySelectorAll('script[src]')].map((script) => ({
    src: script.getAttribute('src'),
    async: (script as HTMLScriptElement).async
  }))

/** Runs the inline loader as the browser would: its element is the current script. */
function runLoader(
  urls: readonly string[] = URLS,
  queue: ChunkQueue | null = null,
  readyState = 'loading'
) {
  const { dangerouslySetInnerHTML, ...attributes } = deferredLoaderProps(urls, queue)
  const element = document.createElement('script')
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  Object.defineProperty(document, 'readyState', { value: readyState, configurable: true })
  Object.defineProperty(document, 'currentScript', { value: element, configurable: true })
  // The loader is our own fixed source, evaluated here exactly as the page runs it.
  new Function(dangerouslySetInnerHTML.__html)()
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  document.querySelectorAll('script').forEach((script) => script.remove())
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('the deferred script loader', () => {
  it('requests nothing before the load event, then every script once, in order, not async', () => {
    runLoader()
    expect(loaded()).toEqual([])
    window.dispatchEvent(new Event('load'))
    expect(loaded()).toEqual(URLS.map((src) => ({ src, async: false })))
    window.dispatchEvent(new Event('load'))
    window.dispatchEvent(new Event('pointerdown'))
    vi.advanceTimersByTime(10_000)
    expect(loaded()).toHaveLength(URLS.length)
  })

  it.each(HYDRATION_INTENT_EVENTS)('starts at once on a visitor’s %s', (type) => {
    runLoader()
    window.dispatchEvent(new Event(type))
    expect(loaded().map((script) => script.src)).toEqual(URLS)
  })

  it('starts after the fallback delay when the page never finishes loading', () => {
    runLoader()
    vi.advanceTimersByTime(HYDRATION_FALLBACK_MS - 1)
    expect(loaded()).toEqual([])
    vi.advanceTimersByTime(1)
    expect(loaded()).toHaveLength(URLS.length)
  })

  it('starts at once when the page has already loaded', () => {
    runLoader(URLS, null, 'complete')
    expect(loaded()).toHaveLength(URLS.length)
  })

  it("pushes Turbopack's chunk queue at once, before any chunk is requested", () => {
    const queue = { global: 'TURBOPACK_TEST', params: [{ a: 1 }, { b: 2 }] }
    const g = window as unknown as Record<string, unknown>
    g.TURBOPACK_TEST = [{ early: true }]
    runLoader(URLS, queue)
    expect(g.TURBOPACK_TEST).toEqual([{ early: true }, { a: 1 }, { b: 2 }])
    expect(loaded()).toEqual([])
    delete g.TURBOPACK_TEST
  })

  it('has one text for every page: the URLs ride in an attribute that cannot close the element', () => {
    const urls = ['/x.js?"></script><script>alert(1)</script>']
    const html = renderToStaticMarkup(<script {...deferredLoaderProps(urls)} />)
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(deferredLoaderProps(['/a.js']).dangerouslySetInnerHTML).toEqual(
      deferredLoaderProps(URLS).dangerouslySetInnerHTML
    )
    expect(deferredLoaderUrls(html)).toEqual(urls)
  })

  it('lists its scripts, in order, for whoever measures the built page', () => {
    const loader = renderToStaticMarkup(<script {...deferredLoaderProps(URLS)} />)
    const html = `<p>x</p>${loader}<script>var y=[1]</script>`
    expect(deferredLoaderUrls(html)).toEqual(URLS)
    expect(deferredLoaderUrls('<script>var u=["/a.js"]</script>')).toEqual([])
  })
})
