import { preloadDynamicParts } from '@/components/next-internals/loadable'
import { lazyLayoutsLoaded } from '@/components/theme/lazy-layout'
import { RouterContext } from '@/components/next-internals/router-context'
import type { NextRouter } from 'next/router'
import { renderToStaticMarkup } from 'react-dom/server'
import type { PageProps } from '@/lib/theme/layout-props'
import { ThemePage } from '@/themes/ThemePage'

/** A router that stays put: enough for server rendering a page outside Next. */
export function staticRouter(asPath: string): NextRouter {
  const noop = async () => true
  return {
    route: asPath,
    pathname: asPath,
    query: {},
    asPath,
    basePath: '',
    isLocaleDomain: false,
    isReady: true,
    isPreview: false,
    isFallback: false,
    push: noop,
    replace: noop,
    reload: () => undefined,
    back: () => undefined,
    forward: () => undefined,
    prefetch: async () => undefined,
    beforePopState: () => undefined,
    events: { on: () => undefined, off: () => undefined, emit: () => undefined }
  }
}

/**
 * Loads what a server has before it renders: the next/dynamic parts (themes) and the themes'
 * lazy layouts. A test that resets its modules calls it first, so that these load into the
 * render graph rather than into the next one.
 */
export async function loadRenderParts(): Promise<void> {
  await preloadDynamicParts()
  await lazyLayoutsLoaded()
}

/** Static markup of a page as Next renders it, with its parts loaded first. */
export async function renderPage(page: PageProps, asPath = '/'): Promise<string> {
  await loadRenderParts()
  return renderToStaticMarkup(
    <RouterContext.Provider value={staticRouter(asPath)}>
      <ThemePage {...page} />
    </RouterContext.Provider>
  )
}
