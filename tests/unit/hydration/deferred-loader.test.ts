// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  deferredLoaderScript,
  deferredLoaderUrls,
  HYDRATION_INTENT_EVENTS
} from '@/lib/hydration/deferred-loader'

const URLS = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/c.js']

const loaded = () =>
  [...document.querySelectorAll('script[src]')].map((script) => ({
    src: script.getAttribute('src'),
    async: (script as HTMLScriptElement).async
  }))

/** Runs the inline loader as the browser would, while the document is still loading. */
function runLoader(script = deferredLoaderScript(URLS)) {
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true })
  // The loader is our own generated source, evaluated here exactly as the page runs it.
  new Function(script)()
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
    runLoader(deferredLoaderScript(URLS, 2500))
    vi.advanceTimersByTime(2499)
    expect(loaded()).toEqual([])
    vi.advanceTimersByTime(1)
    expect(loaded()).toHaveLength(URLS.length)
  })

  it('starts at once when the page has already loaded', () => {
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true })
    new Function(deferredLoaderScript(URLS))()
    expect(loaded()).toHaveLength(URLS.length)
  })

  it('keeps a URL from closing its inline script', () => {
    const script = deferredLoaderScript(['/x.js?</script><script>alert(1)</script>'])
    expect(script).not.toMatch(/<\/?script/i)
    expect(script).toContain('\\u003c/script')
  })

  it('lists its scripts, in order, for whoever measures the built page', () => {
    const html = `<p>x</p><script>${deferredLoaderScript(URLS)}</script><script>var y=[1]</script>`
    expect(deferredLoaderUrls(html)).toEqual(URLS)
    expect(deferredLoaderUrls('<script>var u=["/a.js"]</script>')).toEqual([])
  })
})
