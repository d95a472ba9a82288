import { vi } from 'vitest'
import type { PageProps } from '../../lib/theme/layout-props'

/**
 * The page tree as pages/_app renders it (router context, the theme page), from a fresh module
 * graph: evaluated on the "server" (no browser globals) or in the "browser" (happy-dom), as
 * each side evaluates its own bundle.
 */
export async function freshTree() {
  vi.resetModules()
  const [
    { preloadDynamicParts },
    { lazyLayoutsLoaded },
    { RouterContext },
    { ThemePage },
    { staticRouter }
  ] = await Promise.all([
    import('../../components/next-internals/loadable'),
    import('../../components/theme/lazy-layout'),
    import('../../components/next-internals/router-context'),
    import('../../themes/ThemePage'),
    import('./render-page')
  ])
  // Next preloads a page's next/dynamic parts before it renders it (in a browser graph this
  // loads nothing: the browser loads them on first render).
  await preloadDynamicParts()
  // The themes' layouts, in this graph before the next module reset (the server has them all).
  await lazyLayoutsLoaded()
  return function pageTree(page: PageProps, path: string) {
    return (
      <RouterContext.Provider value={staticRouter(path)}>
        <ThemePage {...page} />
      </RouterContext.Provider>
    )
  }
}

export type PageTree = Awaited<ReturnType<typeof freshTree>>
