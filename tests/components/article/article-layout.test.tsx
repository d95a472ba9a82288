import { preloadDynamicParts } from '@/components/next-internals/loadable'
import { beforeAll, describe, expect, it } from 'vitest'
import { ArticleLayout } from '@/components/article/ArticleLayout'
import { ArticleShare } from '@/components/article/ArticleShare'
import { postProps } from '@/lib/pages/page-props'
import { type SiteProps } from '@/lib/theme/props'
import { buildSiteData } from '@/lib/content/site-data'
import type { Post } from '@/lib/content/types'
import { setLogSink } from '@/lib/log'
import { paragraph } from '@/scripts/lib/blocks'
import { buildWorkspace } from '@/scripts/lib/workspace-builder'
import { renderWidget } from '@/tests/components/widgets/site'

let site: SiteProps
let open: Post
let locked: Post

beforeAll(async () => {
  // The renderer is a next/dynamic part: loaded first, as a server render does.
  await preloadDynamicParts()
  const restore = setLogSink(() => undefined)
  const workspace = buildWorkspace(
    { seed: 'article-layout', name: 'A', time: Date.UTC(2024, 0, 1) },
    [
      { title: 'Open', slug: 'open', date: '2024-01-02', blocks: [paragraph('Open body')] },
      {
        title: 'Shut',
        slug: 'shut',
        date: '2024-01-03',
        password: 'secret',
        blocks: [paragraph('Shut body')]
      }
    ]
  )
  const data = buildSiteData({ fetchedAt: '2024-06-01T00:00:00Z', ...workspace })
  const openPage = await postProps(data, '/article/open')
  const lockedPage = await postProps(data, '/article/shut')
  restore()
  if (!openPage || !lockedPage) throw new Error('both posts expected')
  site = openPage.siteProps
  open = openPage.post
  locked = lockedPage.post
  // Loading every next/dynamic part (the themes too) is slow on a busy machine.
}, 60_000)

describe('ArticleLayout', () => {
  it("puts the theme's markup and the body inside the one <article> the 404 check finds", () => {
    const html = renderWidget(
      site,
      <ArticleLayout post={open} className="card">
        {({ body }) => (
          <>
            <h1>Head</h1>
            {body}
            <footer>Foot</footer>
          </>
        )}
      </ArticleLayout>
    )
    expect(html).toMatch(/^<article id="article-wrapper" class="card"><h1>Head<\/h1>/)
    expect(html).toMatch(/Open body[^]*<footer>Foot<\/footer><\/article>$/)
  })

  it('frames the article with what sits beside it, handing the frame the parts', () => {
    const html = renderWidget(
      site,
      <ArticleLayout
        post={open}
        frame={(article, { config }) => (
          <div data-frame={String(config.POST_SHARE_BAR_ENABLE)}>
            {article}
            <aside>Rail</aside>
          </div>
        )}
      >
        {({ body }) => body}
      </ArticleLayout>,
      { POST_SHARE_BAR_ENABLE: false }
    )
    expect(html).toMatch(/^<div data-frame="false"><article id="article-wrapper">/)
    expect(html).toMatch(/<\/article><aside>Rail<\/aside><\/div>$/)
  })

  it('draws bodyBefore over an open body, and a locked body is the lock screen', () => {
    const before = (body: unknown) => <p data-before={body ? 'blocks' : 'none'} />
    const shown = renderWidget(
      site,
      <ArticleLayout post={open} bodyBefore={before}>
        {({ body }) => body}
      </ArticleLayout>
    )
    expect(shown).toMatch(/<p data-before="blocks"><\/p>[^]*Open body/)
    const shut = renderWidget(
      site,
      <ArticleLayout post={locked} bodyBefore={before}>
        {({ body }) => body}
      </ArticleLayout>
    )
    expect(shut).toContain('id="article-wrapper"')
    expect(shut).not.toContain('Shut body')
    expect(shut).not.toContain('data-before')
    expect(shut).toContain('type="password"')
  })
})

describe('ArticleShare', () => {
  it('is the share bar with POST_SHARE_BAR_ENABLE, nothing without', () => {
    const on = renderWidget(site, <ArticleShare post={open} className="rule" />, {
      POST_SHARE_BAR_ENABLE: true
    })
    expect(on).toMatch(/^<div class="rule">/)
    const off = renderWidget(site, <ArticleShare post={open} className="rule" />, {
      POST_SHARE_BAR_ENABLE: false
    })
    expect(off).toBe('')
  })
})
