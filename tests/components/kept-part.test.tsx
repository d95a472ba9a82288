// @vitest-environment happy-dom
import type { NextRouter } from 'next/router'
import { act, type ComponentType } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Link } from '@/components/Link'
import { RouterContext } from '@/components/next-internals/router-context'
import { keptPart } from '@/components/theme/kept-part'
import { HYDRATED_ATTRIBUTE } from '@/lib/hydration/hydrated-attribute'
import { staticRouter } from '@/tests/support/render-page'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

type Props = { title: string }

function Landing({ title }: Props) {
  return (
    <section>
      <h2>{title}</h2>
      <Link href="/article/mountain-lakes">Mountain Lakes</Link>
      <a href="https://example.com/">Elsewhere</a>
    </section>
  )
}

/** A part whose module load the test finishes when it chooses, counting loads. */
function deferredPart(Part: ComponentType<Props>) {
  let finish: () => void = () => undefined
  const gate = new Promise<void>((resolve) => (finish = resolve))
  const load = vi.fn(() => gate.then(() => Part))
  return { load, finish }
}

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))

function recordingRouter() {
  const push = vi.fn(async () => true)
  const prefetch = vi.fn(async () => undefined)
  const router = { ...staticRouter('/'), push, prefetch } as unknown as NextRouter
  return { router, push, prefetch }
}

const roots: Root[] = []

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount())
  document.body.replaceChildren()
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE)
})

/** A page of `Part` under `router`, by its title. */
const pageWith = (Part: (props: Props) => React.ReactElement, router: NextRouter) =>
  function page(title: string) {
    return (
      <RouterContext.Provider value={router}>
        <Part title={title} />
      </RouterContext.Provider>
    )
  }

/** The page as served: the part's server HTML, hydrated with `ui`, then marked hydrated. */
async function hydrateServed(serverHtml: string, ui: (title: string) => React.ReactElement) {
  const container = document.createElement('div')
  container.innerHTML = serverHtml
  document.body.append(container)
  const problems: unknown[] = []
  const error = vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args))
  let root: Root | undefined
  await act(async () => {
    root = hydrateRoot(container, ui('Welcome'), { onRecoverableError: (e) => problems.push(e) })
  })
  roots.push(root!)
  error.mockRestore()
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
  return { container, root: root!, problems }
}

/**
 * A kept part rendered by the browser itself (no server HTML in its element): its code loads once
 * and draws; returns the heading it drew.
 */
async function drawnInTheBrowser(title: string): Promise<string | undefined> {
  const { load, finish } = deferredPart(Landing)
  const Part = keptPart(load)
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  roots.push(root)
  await act(async () => root.render(pageWith(Part, recordingRouter().router)(title)))
  expect(load).toHaveBeenCalledTimes(1)
  finish()
  await flush()
  return container.querySelector('h2')?.textContent ?? undefined
}

describe('keptPart', () => {
  it('keeps the server’s HTML through hydration without loading its code, and routes its site links', async () => {
    // As the server draws it (tests/components/kept-part-server.test.tsx).
    const serverHtml = `<div class="contents" data-kept-part="">${renderToString(
      <Landing title="Welcome" />
    )}</div>`

    const browser = deferredPart(Landing)
    const Part = keptPart(browser.load)
    const { router, push, prefetch } = recordingRouter()
    const { container, problems } = await hydrateServed(serverHtml, pageWith(Part, router))
    expect(problems).toEqual([])
    expect(browser.load).not.toHaveBeenCalled()
    expect(container.querySelector('h2')?.textContent).toBe('Welcome')

    const site = container.querySelector<HTMLAnchorElement>('a[href="/article/mountain-lakes"]')!
    act(() => void site.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })))
    expect(prefetch).toHaveBeenCalledWith('/article/mountain-lakes')
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    act(() => void site.dispatchEvent(click))
    expect(click.defaultPrevented).toBe(true)
    expect(push).toHaveBeenCalledWith('/article/mountain-lakes')

    // Another site's link, and a site link opened in a new tab, are the browser's.
    const away = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    act(() => void container.querySelector('a[href^="https:"]')!.dispatchEvent(away))
    expect(away.defaultPrevented).toBe(false)
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })
    act(() => void site.dispatchEvent(newTab))
    expect(newTab.defaultPrevented).toBe(false)
    expect(push).toHaveBeenCalledTimes(1)
    expect(browser.load).not.toHaveBeenCalled()
  })

  it('draws new props once its code has loaded, keeping the served HTML until then', async () => {
    const { load, finish } = deferredPart(Landing)
    const Part = keptPart(load)
    const serverHtml =
      '<div class="contents" data-kept-part=""><section><h2>Welcome</h2></section></div>'
    const ui = pageWith(Part, recordingRouter().router)
    const { container, root } = await hydrateServed(serverHtml, ui)
    await act(async () => root.render(ui('Welcome back')))
    expect(load).toHaveBeenCalledTimes(1)
    expect(container.querySelector('h2')?.textContent).toBe('Welcome')
    finish()
    await flush()
    expect(container.querySelector('h2')?.textContent).toBe('Welcome back')
    expect(container.querySelectorAll('h2')).toHaveLength(1)
  })

  it('mounted after hydration, draws through its component', async () => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
    expect(await drawnInTheBrowser('After a navigation')).toBe('After a navigation')
  })

  it('mounted during hydration without server HTML (a branch of the browser’s own), draws through its component', async () => {
    expect(await drawnInTheBrowser('Drawn here')).toBe('Drawn here')
  })

  it('props it may not keep (a body with behaviour) hydrate through its component', async () => {
    const { load, finish } = deferredPart(Landing)
    const Part = keptPart(load, ({ title }) => title !== 'Welcome')
    const serverHtml = `<div class="contents" data-kept-part="">${renderToString(
      <Landing title="Welcome" />
    )}</div>`
    const hydrating = hydrateServed(serverHtml, pageWith(Part, recordingRouter().router))
    finish()
    const { container, problems } = await hydrating
    await flush()
    expect(load).toHaveBeenCalledTimes(1)
    expect(problems).toEqual([])
    expect(container.querySelectorAll('h2')).toHaveLength(1)
  })
})
