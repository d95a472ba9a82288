// @vitest-environment happy-dom
import { act, startTransition, useEffect, useState, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyLayout, lazyLayoutsLoaded } from '@/components/theme/lazy-layout'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

type Props = { title: string }

/** A layout module whose load the test finishes when it chooses. */
function deferredLayout(Layout: ComponentType<Props>) {
  let finish: () => void = () => undefined
  const loaded = new Promise<void>((resolve) => (finish = resolve))
  const load = vi.fn(() => loaded.then(() => Layout))
  return { load, finish }
}

function Article({ title }: Props) {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return (
    <article data-hydrated={hydrated ? '' : undefined}>
      <h1>{title}</h1>
    </article>
  )
}

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))

afterEach(() => document.body.replaceChildren())

describe('lazyLayout', () => {
  it('loads only when a page renders it or lazyLayoutsLoaded asks, then renders synchronously', async () => {
    const { load, finish } = deferredLayout(Article)
    const Layout = lazyLayout(load)
    expect(load).not.toHaveBeenCalled()
    const loading = lazyLayoutsLoaded()
    finish()
    await loading
    expect(load).toHaveBeenCalledTimes(1)
    expect(renderToStaticMarkup(<Layout title="Mountain Lakes" />)).toBe(
      '<article><h1>Mountain Lakes</h1></article>'
    )
  })

  it('holds the hydration of the server HTML until the layout has loaded, without a mismatch', async () => {
    const { load, finish } = deferredLayout(Article)
    const Layout = lazyLayout(load)
    const container = document.createElement('div')
    container.innerHTML = '<main><article><h1>Mountain Lakes</h1></article></main>'
    document.body.append(container)
    const problems: unknown[] = []
    const error = vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args))
    try {
      await act(async () => {
        hydrateRoot(
          container,
          <main>
            <Layout title="Mountain Lakes" />
          </main>,
          { onRecoverableError: (e) => problems.push(e) }
        )
      })
      // Still the server's HTML, not hydrated, nothing replaced.
      expect(container.querySelector('h1')?.textContent).toBe('Mountain Lakes')
      expect(container.querySelector('article')?.hasAttribute('data-hydrated')).toBe(false)
      expect(load).toHaveBeenCalledTimes(1)
      finish()
      await flush()
      expect(container.querySelector('article')?.hasAttribute('data-hydrated')).toBe(true)
      expect(problems).toEqual([])
    } finally {
      error.mockRestore()
    }
  })

  it('keeps the previous page on screen during a navigation until the next layout has loaded', async () => {
    const { load, finish } = deferredLayout(Article)
    const Next = lazyLayout(load)
    const container = document.createElement('div')
    document.body.append(container)
    const { createRoot } = await import('react-dom/client')
    const root = createRoot(container)
    await act(async () => root.render(<p>The archive</p>))
    await act(async () => startTransition(() => root.render(<Next title="Above the Clouds" />)))
    expect(container.innerHTML).toBe('<p>The archive</p>')
    finish()
    await flush()
    expect(container.querySelector('h1')?.textContent).toBe('Above the Clouds')
    await act(async () => root.unmount())
  })
})
