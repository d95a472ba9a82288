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
import { HYDRATED_ATTRIBUTE } from '@/lib/hydration/hydrated-attribute'

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

/** Clicks the element `selector` names; true when the page was kept from acting on it. */
function click(selector: string): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true })
  document.querySelector(selector)!.dispatchEvent(event)
  return event.defaultPrevented
}

function submit(form: HTMLFormElement): boolean {
  const event = new Event('submit', { bubbles: true, cancelable: true })
  form.dispatchEvent(event)
  return event.defaultPrevented
}

/** What pages/_app.tsx does once React has hydrated, then the frame and task the loader waits. */
async function hydrate() {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
  await vi.runAllTimersAsync()
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(async () => {
  // Every loader of the test stands down, and the page's listeners go with its old body.
  await hydrate()
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE)
  document.body.replaceWith(document.createElement('body'))
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

  it('holds a tap on a button before hydration and acts on the latest one, once, after it', async () => {
    runLoader()
    document.body.innerHTML =
      '<button id="menu" type="button">menu</button><div id="dark" role="button">dark</div>'
    const taps: string[] = []
    document.body.addEventListener('click', (e) => taps.push((e.target as Element).id))
    click('#menu')
    click('#dark')
    expect(taps).toEqual([])
    expect(loaded()).toHaveLength(URLS.length)
    await hydrate()
    expect(taps).toEqual(['dark'])
    click('#menu')
    await vi.runAllTimersAsync()
    expect(taps).toEqual(['dark', 'menu'])
  })

  it('leaves links, <details>, labels, fields and submit buttons to the browser', async () => {
    runLoader()
    document.body.innerHTML = [
      '<a id="link" href="#x"><span id="in-link">x</span></a>',
      '<a href="#y"><button id="button-in-link" type="button">y</button></a>',
      '<details><summary id="summary">more</summary></details>',
      '<label id="label" for="field">name</label><input id="field">',
      '<form><input id="password"><button id="submit">go</button></form>',
      '<button id="off" type="button" disabled>off</button>'
    ].join('')
    const ids = ['#link', '#in-link', '#button-in-link', '#summary', '#label', '#field', '#submit']
    for (const id of ids) expect(click(id), id).toBe(false)
    await hydrate()
    const taps: string[] = []
    document.body.addEventListener('click', (e) => taps.push((e.target as Element).id))
    await vi.runAllTimersAsync()
    expect(taps).toEqual([])
  })

  it('holds a form without an action, types its fields again and submits it once hydrated', async () => {
    runLoader()
    document.body.innerHTML =
      '<div id="post"><form><input id="password"><button>go</button></form></div>'
    let form = document.querySelector('form')!
    const submitted: string[] = []
    document.body.addEventListener('submit', (e) => {
      e.preventDefault()
      submitted.push((e.target as HTMLFormElement).querySelector('input')!.value)
    })
    form.querySelector('input')!.value = 'typed early'
    expect(submit(form)).toBe(true)
    expect(submitted).toEqual([])
    // Hydration replaced the form and reset its controlled field: found by its place, retyped.
    document.getElementById('post')!.innerHTML =
      '<form><input id="password"><button>go</button></form>'
    form = document.querySelector('form')!
    const typed: string[] = []
    form.addEventListener('input', (e) => typed.push((e.target as HTMLInputElement).value))
    await hydrate()
    expect(typed).toEqual(['typed early'])
    expect(submitted).toEqual(['typed early'])
  })

  it('leaves a form with an action to the browser', () => {
    runLoader()
    document.body.innerHTML = '<form action="/search"><input name="q"></form>'
    expect(submit(document.querySelector('form')!)).toBe(false)
  })

  it('holds nothing where it could not see the page hydrate', () => {
    vi.stubGlobal('MutationObserver', undefined)
    runLoader()
    vi.unstubAllGlobals()
    document.body.innerHTML = '<button id="menu" type="button">menu</button>'
    expect(click('#menu')).toBe(false)
  })

  it('acts on nothing when the tapped element has left the page', async () => {
    runLoader()
    document.body.innerHTML =
      '<div id="bar"><button type="button" aria-label="Menu"></button></div>'
    const taps: string[] = []
    document.body.addEventListener('click', () => taps.push('tap'))
    click('#bar button')
    document.getElementById('bar')!.innerHTML =
      '<button type="button" aria-label="Search"></button>'
    await hydrate()
    expect(taps).toEqual([])
  })

  it('lists its scripts, in order, for whoever measures the built page', () => {
    const loader = renderToStaticMarkup(<script {...deferredLoaderProps(URLS)} />)
    const html = `<p>x</p>${loader}<script>var y=[1]</script>`
    expect(deferredLoaderUrls(html)).toEqual(URLS)
    expect(deferredLoaderUrls('<script>var u=["/a.js"]</script>')).toEqual([])
  })
})
