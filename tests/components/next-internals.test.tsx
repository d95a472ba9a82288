import dynamic from 'next/dynamic'
import { useRouter, type NextRouter } from 'next/router'
import { Head } from 'next/document'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DeferredScriptsHead } from '@/components/next-internals/deferred-scripts-head'
import { preloadDynamicParts, preloadPart } from '@/components/next-internals/loadable'
import { RouterContext } from '@/components/next-internals/router-context'
import {
  nextBootstrapHtml,
  type BuildManifest
} from '@/components/next-internals/turbopack-bootstrap'
import { deferredLoaderUrls } from '@/lib/hydration/deferred-loader'

/*
 * components/next-internals/ holds every use of Next's internals. Each test here runs one against
 * the installed Next; a failure after upgrading `next` names the file whose trick Next broke.
 */
const broke = (file: string, what: string) =>
  `A Next upgrade broke components/next-internals/${file}: ${what}. Find the new way in Next's source before shipping.`

describe('loadable.ts: preloading next/dynamic parts', () => {
  it('starts a declared part that no render has asked for, so a server render includes it', async () => {
    const Part = dynamic(() => import('@/tests/components/next-internals/dynamic-part'))
    await preloadDynamicParts()
    expect(
      renderToStaticMarkup(<Part />),
      broke('loadable.ts', 'preloadAll no longer loads a declared dynamic() part')
    ).toBe('<p>dynamic part rendered</p>')
  })

  it('loads one part ahead of its first render, which then draws it at once', async () => {
    const Part = dynamic(() => import('@/tests/components/next-internals/other-dynamic-part'))
    expect(renderToStaticMarkup(<Part />)).toBe('')
    await preloadPart(Part)
    expect(
      renderToStaticMarkup(<Part />),
      broke('loadable.ts', "a dynamic() part's `preload` no longer loads it")
    ).toBe('<p>other dynamic part rendered</p>')
  })
})

/** Just what useRouter hands back; tests/support/render-page.tsx has a full one. */
const routerAt = (asPath: string) => ({ asPath }) as unknown as NextRouter

describe('router-context.ts: a router for renders outside Next', () => {
  it('is the context useRouter reads', () => {
    function Where() {
      return <>{useRouter().asPath}</>
    }
    const html = renderToStaticMarkup(
      <RouterContext.Provider value={routerAt('/article/x')}>
        <Where />
      </RouterContext.Provider>
    )
    expect(html, broke('router-context.ts', 'useRouter no longer reads RouterContext')).toBe(
      '/article/x'
    )
  })
})

/** Enough of Next's document context for its <Head> to render a page's tags in production. */
function documentContext(manifest: BuildManifest, page: string): Head['context'] {
  const context = {
    __NEXT_DATA__: { page, query: {}, buildId: 'build', props: {} },
    buildManifest: manifest,
    dynamicImports: ['static/chunks/dynamic-part.js'],
    assetPrefix: '',
    assetQueryString: '',
    mutableAssetQueryString: '',
    isDevelopment: false,
    disableOptimizedLoading: false,
    docComponentsRendered: {},
    dangerousAsPath: page,
    canonicalBase: '',
    head: [],
    headTags: [],
    styles: null,
    scriptLoader: {},
    locale: undefined,
    crossOrigin: undefined,
    optimizeCss: false,
    nextFontManifest: undefined,
    nextScriptWorkers: false,
    runtime: undefined,
    hasConcurrentFeatures: false,
    largePageDataBytes: undefined,
    unstable_runtimeJS: undefined,
    unstable_JsPreload: undefined,
    isPreview: false,
    inAmpMode: false,
    hybridAmp: false
  }
  return context as unknown as Head['context']
}

const manifest = {
  devFiles: [],
  polyfillFiles: [],
  lowPriorityFiles: ['static/build/_buildManifest.js'],
  rootMainFiles: [],
  rootMainFilesTree: {},
  pages: {
    '/_app': ['static/chunks/app.js'],
    '/article/[slug]': ['static/chunks/article.js']
  },
  pagesChunkGroupBootstrapParams: {
    '/_app': { chunks: ['static/chunks/app.js'] },
    '/article/[slug]': { chunks: ['static/chunks/article.js'] }
  },
  chunkLoadingGlobal: 'TURBOPACK_CHUNK_LISTS'
} satisfies BuildManifest

/** Next's own <Head>, or ours, rendered for the article page as a production build would. */
function renderHead(HeadClass: typeof Head): string {
  const head = new HeadClass({ children: null })
  head.context = documentContext(manifest, '/article/[slug]')
  return renderToStaticMarkup(head.render())
}

describe("deferred-scripts-head.tsx and turbopack-bootstrap.ts: the page's scripts after paint", () => {
  it("Next's <Head> still has the methods it overrides", () => {
    for (const method of ['getScripts', 'getDynamicChunks'] as const) {
      expect(
        typeof Head.prototype[method],
        broke('deferred-scripts-head.tsx', `Head.${method} is gone`)
      ).toBe('function')
    }
  })

  it("Next's own <Head> puts the page's chunks and the bootstrap script it reads back", () => {
    const html = renderHead(Head)
    for (const file of ['app', 'article', 'dynamic-part']) {
      expect(
        html,
        broke('deferred-scripts-head.tsx', `Next's <Head> no longer puts ${file}.js as a script`)
      ).toContain(`src="/_next/static/chunks/${file}.js"`)
    }
    const bootstrap = nextBootstrapHtml(manifest, ['/_app', '/article/[slug]'])!
    expect(bootstrap).toContain('TURBOPACK_CHUNK_LISTS')
    expect(
      html,
      broke(
        'turbopack-bootstrap.ts',
        "Next's inline bootstrap script is not the text nextBootstrapHtml computes"
      )
    ).toContain(`<script>${bootstrap}</script>`)
  })

  it('replaces every script tag with the one deferred loader, same URLs, same order', () => {
    const ours = renderHead(DeferredScriptsHead)
    const nexts = renderHead(Head)
    const srcs = [...nexts.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1])
    expect(srcs.length).toBeGreaterThan(0)
    expect(
      ours.match(/<script/g),
      broke(
        'deferred-scripts-head.tsx',
        "Next's <Head> renders scripts the override does not take over"
      )
    ).toHaveLength(1)
    expect(ours).not.toContain(' src=')
    expect(
      deferredLoaderUrls(ours),
      broke('deferred-scripts-head.tsx', 'the loader lost some of the page scripts')
    ).toEqual(srcs)
    expect(ours).toContain('data-chunk-queue=')
  })
})
