import { describe, expect, it } from 'vitest'
import {
  chunkQueueOf,
  nextBootstrapHtml,
  type BuildManifest
} from '@/components/next-internals/turbopack-bootstrap'

const params = {
  '/_app': { chunks: ['static/chunks/app.js'] },
  '/article/[slug]': { chunks: ['static/chunks/article.js'], note: '</script>' }
}
const manifest = {
  devFiles: [],
  polyfillFiles: [],
  lowPriorityFiles: [],
  rootMainFiles: [],
  rootMainFilesTree: {},
  pages: { '/_app': [] },
  pagesChunkGroupBootstrapParams: params,
  chunkLoadingGlobal: 'TURBOPACK_CHUNK_LISTS'
} satisfies BuildManifest

/**
 * The inline script Next itself puts on a page (its <Head>'s getInlineBootstrapScript; that the
 * two agree is checked against Next's own <Head> in next-internals.test.tsx).
 */
const nextInline = (page: string) => nextBootstrapHtml(manifest, ['/_app', page])!

describe("Next's inline Turbopack bootstrap", () => {
  it("becomes the deferred loader's chunk queue: the same params, in the same order", () => {
    expect(chunkQueueOf(manifest, '/article/[slug]', [nextInline('/article/[slug]')])).toEqual({
      global: 'TURBOPACK_CHUNK_LISTS',
      params: [params['/_app'], params['/article/[slug]']]
    })
    expect(chunkQueueOf(manifest, '/404', [nextInline('/404')])).toEqual({
      global: 'TURBOPACK_CHUNK_LISTS',
      params: [params['/_app']]
    })
  })

  it('is nothing when Next put no inline script', () => {
    expect(chunkQueueOf(manifest, '/', [])).toBeNull()
  })

  it('stops the build on any other inline script, which the policy would block', () => {
    expect(() => chunkQueueOf(manifest, '/', ['alert(1)'])).toThrow(/inline script on \//)
    expect(() =>
      chunkQueueOf(manifest, '/article/[slug]', [nextInline('/article/[slug]'), 'x()'])
    ).toThrow(/Content-Security-Policy/)
    expect(() => chunkQueueOf(manifest, '/', [nextInline('/article/[slug]')])).toThrow()
  })
})
