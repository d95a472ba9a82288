import {
  getTurbopackChunkGroupBootstrap,
  type BuildManifest
} from 'next/dist/server/get-page-files'
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape'
import type { ChunkQueue } from '@/lib/hydration/deferred-loader'

export type { BuildManifest }

/**
 * The inline script Next's <Head> puts before a page's chunks in a Turbopack production build
 * (its getInlineBootstrapScript), computed with the same two functions of Next's; undefined when
 * Next would put none. Next exports neither publicly; using its own keeps the text equal to
 * Next's by construction, and tests/components/next-internals.test.tsx fails if they move.
 */
export function nextBootstrapHtml(
  manifest: BuildManifest,
  pages: readonly string[]
): string | undefined {
  const paramsByPage = manifest.pagesChunkGroupBootstrapParams ?? {}
  const global = manifest.chunkLoadingGlobal ?? ''
  const push = global ? getTurbopackChunkGroupBootstrap(paramsByPage, global, pages) : undefined
  return push === undefined ? undefined : htmlEscapeJsonString(push)
}

/**
 * A Turbopack production build has Next put one inline script before a page's chunks: it pushes
 * the shared (`/_app`) and the page's bootstrap params onto a global queue. Its text differs per
 * page and per build, so no fixed hash could admit it; the deferred loader pushes the same
 * params instead. `inlineHtml` is every inline script Next gave the page. Throws when one is not
 * exactly that push: the security policy would block it in the browser, so the build stops.
 */
export function chunkQueueOf(
  manifest: BuildManifest,
  page: string,
  inlineHtml: readonly string[]
): ChunkQueue | null {
  if (inlineHtml.length === 0) return null
  const paramsByPage = manifest.pagesChunkGroupBootstrapParams ?? {}
  const global = manifest.chunkLoadingGlobal ?? ''
  const pages = ['/_app', page]
  const expected = nextBootstrapHtml(manifest, pages)
  if (expected === undefined || inlineHtml.length !== 1 || inlineHtml[0] !== expected) {
    throw new Error(
      `Next emitted an inline script on ${page} that the Content-Security-Policy does not admit (components/next-internals/turbopack-bootstrap.ts): ${inlineHtml.join('\n').slice(0, 300)}`
    )
  }
  const params = pages.flatMap((p) => (paramsByPage[p] ? [paramsByPage[p]] : []))
  return { global, params }
}
