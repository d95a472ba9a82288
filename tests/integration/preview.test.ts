import type { GetStaticPropsResult } from 'next'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderBodyHtml } from '@/components/notion-renderer/body-html'
import { messagesFor } from '@/lib/i18n/messages'
import { setLogSink } from '@/lib/log'
import { everySiteData } from '@/lib/pages/get-site-data'
import { previewRouteResult } from '@/lib/pages/preview-page'
import { createPreviewRoute, exitPreview, type PreviewConfig } from '@/lib/pages/preview-route'
import { SEO_DOCUMENTS, feedDocuments } from '@/lib/pages/seo-documents'
import { siteRouteResult } from '@/lib/pages/site-routes'
import { siteSearch } from '@/lib/search/search-index-file'
import { pageMeta } from '@/lib/seo/page-meta'
import type { PageProps } from '@/lib/theme/layout-props'
import { callRoute } from '@/tests/support/api-route'
import { ROWS, startPublishSite, type PublishSite } from '@/tests/support/publish-site'

/*
 * The owner's preview against the mock of Notion: /api/preview turns on draft mode for a post of
 * any status and redirects to it, `[[...route]]` in draft mode renders it with the bar and
 * noindex, /api/exit-preview ends it; visitors' pages, feeds, sitemap and search never hold it.
 */
const SECRET = 'revalidate-secret-43-abcdef'
const PREVIEW = 'preview-only-secret-43'
const CONFIG: PreviewConfig = {
  REVALIDATE_SECRET: SECRET,
  PREVIEW_SECRET: PREVIEW,
  CLIENT_IP_HEADER: ''
}
const DRAFT_WORDS = ['Half Written', 'half-written', 'Draft body 43', 'Draft summary 43']

let site: PublishSite
let restoreLog: () => void
let address = 0
const route = createPreviewRoute({ config: () => CONFIG })
const open = (query: Record<string, string>) =>
  callRoute(route, { method: 'GET', query, ip: `198.51.100.${++address % 250}` })
const segments = (path: string) => path.split('/').filter(Boolean)
const propsOf = (result: GetStaticPropsResult<PageProps>) =>
  'props' in result ? (result.props as PageProps) : null

/** Everything visitors can be served beside the pages: feeds, sitemap, search index. */
async function publicDocuments(): Promise<string> {
  const parts: string[] = []
  for (const { data } of await everySiteData()) {
    for (const doc of Object.values(feedDocuments(renderBodyHtml)))
      parts.push(await doc.build(data))
    parts.push(await SEO_DOCUMENTS.sitemap.build(data))
    parts.push(JSON.stringify(siteSearch(data).sharded))
  }
  return parts.join('\n')
}

beforeAll(async () => {
  restoreLog = setLogSink(() => undefined)
  site = await startPublishSite()
  for (const [name, value] of Object.entries(site.env)) vi.stubEnv(name, value)
})

afterAll(async () => {
  restoreLog()
  vi.unstubAllEnvs()
  await site.close()
})

beforeEach(() => {
  site.mock.requests.length = 0
})

describe('/api/preview', () => {
  it('answers 404 when no secret is set, 401 to a wrong one, with no draft mode and no Notion request', async () => {
    const off = createPreviewRoute({
      config: () => ({ ...CONFIG, REVALIDATE_SECRET: '', PREVIEW_SECRET: '' })
    })
    expect((await callRoute(off, { method: 'GET', query: { slug: 'x' } })).status).toBe(404)
    const wrong = [
      await open({ slug: 'half-written' }),
      await open({ secret: 'nope', slug: 'half-written' }),
      await open({ secret: `${PREVIEW}!`, slug: 'half-written' })
    ]
    expect(wrong.map((a) => a.status)).toEqual([401, 401, 401])
    expect(wrong.some((a) => a.draftMode !== undefined || a.redirect)).toBe(false)
    expect(site.mock.requests).toEqual([])
  })

  it('turns draft mode on and redirects to the post, with either secret, never cached', async () => {
    for (const secret of [SECRET, PREVIEW]) {
      const answer = await open({ secret, slug: 'half-written' })
      expect(answer.draftMode).toBe(true)
      expect(answer.redirect).toEqual({ status: 307, url: '/article/half-written' })
      expect(answer.headers['cache-control']).toBe('private, no-store')
      expect(JSON.stringify(answer)).not.toContain(secret)
    }
  })

  it("redirects only to a post's own path: an unknown slug or an address is a 404", async () => {
    for (const slug of ['//evil.example', 'https://evil.example/x', '/article/road-trip', 'none']) {
      const answer = await open({ secret: SECRET, slug })
      expect([answer.status, answer.redirect, answer.draftMode]).toEqual([
        404,
        undefined,
        undefined
      ])
    }
    const zh = await open({ secret: SECRET, slug: 'zh-post' })
    expect(zh.redirect?.url).toBe('/zh/article/zh-post')
  })

  it('exit ends draft mode and goes home', async () => {
    const answer = await callRoute(exitPreview, { method: 'GET' })
    expect(answer.draftMode).toBe(false)
    expect(answer.redirect).toEqual({ status: 307, url: '/' })
    expect(answer.headers['cache-control']).toBe('private, no-store')
  })
})

describe('a page in draft mode', () => {
  it('renders a draft live with the bar and noindex; without draft mode it is a 404', async () => {
    expect(await siteRouteResult(segments('/article/half-written'))).toMatchObject({
      notFound: true
    })
    site.setBody(ROWS.draft, 'Draft body 43, edited')
    const page = propsOf(await previewRouteResult(segments('/article/half-written')))
    expect(page?.layout).toBe('LayoutSlug')
    expect(page?.siteProps.preview).toEqual({ published: false })
    expect(JSON.stringify(page)).toContain('Draft body 43, edited')
    expect(pageMeta(page!, '/article/half-written', messagesFor('en-US')).noindex).toBe(true)
    expect(await siteRouteResult(segments('/article/half-written'))).toMatchObject({
      notFound: true
    })
  })

  it('renders scheduled and Invisible posts, and a locked one unlocked', async () => {
    const later = propsOf(await previewRouteResult(segments('/article/later')))
    expect(JSON.stringify(later)).toContain('Scheduled body 43')
    const hidden = propsOf(await previewRouteResult(segments('/article/hidden-note')))
    expect(hidden?.siteProps.preview).toEqual({ published: true })
    const vault = propsOf(await previewRouteResult(segments('/article/vault')))
    expect(vault?.layout === 'LayoutSlug' && vault.post.encrypted).toBeNull()
    expect(JSON.stringify(vault)).toContain('Vault body 43')
    const visitors = propsOf(await siteRouteResult(segments('/article/vault')))
    expect(JSON.stringify(visitors)).not.toContain('Vault body 43')
  })

  it('marks list pages too, which still list no draft', async () => {
    const home = propsOf(await previewRouteResult([]))
    expect(home?.siteProps.preview).toEqual({ published: true })
    expect(home && 'posts' in home && home.posts.map((p) => p.title)).not.toContain('Half Written')
  })

  it('the draft is never in the feeds, the sitemap or the search index, before or after a preview', async () => {
    const before = await publicDocuments()
    await previewRouteResult(segments('/article/half-written'))
    const after = await publicDocuments()
    for (const word of DRAFT_WORDS) {
      expect(before).not.toContain(word)
      expect(after).not.toContain(word)
    }
    expect(after).toContain('Road Trip')
  })
})
