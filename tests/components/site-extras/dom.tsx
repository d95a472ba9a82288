import { RouterContext } from '@/components/next-internals/router-context'
import type { NextRouter } from 'next/router'
import type { ReactNode } from 'react'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, vi } from 'vitest'
import type { PublicConfig } from '@/lib/config/types'
import { staticRouter } from '@/tests/support/render-page'
import { configWith } from '@/tests/unit/integrations/setup'

// React's test mode: updates inside act() are flushed before it returns.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const mounted: { root: Root; host: HTMLElement }[] = []

afterEach(() => {
  for (const { root, host } of mounted.splice(0)) {
    act(() => root.unmount())
    host.remove()
  }
  vi.restoreAllMocks()
})

/** Renders into the document (happy-dom) inside a router that records pushes. */
export function mount(ui: ReactNode, router: Partial<NextRouter> = {}): HTMLElement {
  return mountWith(ui, router).host
}

/** As mount, with the root to unmount it early. */
export function mountWith(ui: ReactNode, router: Partial<NextRouter> = {}) {
  const host = document.createElement('div')
  document.body.appendChild(host)
  const root = createRoot(host)
  mounted.push({ root, host })
  act(() =>
    root.render(
      <RouterContext.Provider value={{ ...staticRouter('/'), ...router }}>
        {ui}
      </RouterContext.Provider>
    )
  )
  return { host, unmount: () => act(() => root.unmount()) }
}

/** The public config of a build with these environment variables. */
export const widgetConfig = (env: Record<string, string> = {}): PublicConfig => configWith(env)

export { act }

/**
 * Stands in for the network: each script the page adds "loads" (after `define` sets its globals)
 * or fails, as `outcome` says for its address. Other nodes are added as usual.
 */
export function serveScripts(outcome: (src: string) => 'load' | 'fail', define = () => {}) {
  const append = document.head.appendChild.bind(document.head)
  return vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (!(node instanceof HTMLScriptElement)) return append(node)
    queueMicrotask(() => {
      if (outcome(node.getAttribute('src') ?? '') === 'fail')
        return node.onerror?.(new Event('error'))
      define()
      node.onload?.(new Event('load'))
    })
    return node
  })
}
