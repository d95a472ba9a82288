import { RouterContext } from '@/components/next-internals/router-context'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ThemeProvider } from '@/components/theme/theme-context'
import { indexPageProps, postProps, siteProps } from '@/lib/pages/page-props'
import { buildSiteData } from '@/lib/content/site-data'
import { setLogSink } from '@/lib/log'
import { paragraph } from '@/scripts/lib/blocks'
import { buildWorkspace } from '@/scripts/lib/workspace-builder'
import { theme as nextTheme } from '@/themes/next'
import { NextCard } from '@/themes/next/components/NextCard'
import { PhoneBar } from '@/themes/next/components/PhoneBar'
import { RightColumn } from '@/themes/next/components/RightColumn'
import { LayoutSlug } from '@/themes/next/layouts/LayoutSlug'
import { staticRouter } from '@/tests/support/render-page'

const workspace = buildWorkspace({ seed: 'next', name: 'NexT', time: Date.UTC(2024, 0, 1) }, [
  {
    title: 'One',
    slug: 'one',
    date: '2024-01-02',
    category: 'A',
    tags: ['x', 'y'],
    summary: 'Sum one',
    blocks: [paragraph('Body')]
  },
  {
    title: 'Two',
    slug: 'two',
    date: '2024-01-03',
    category: 'B',
    tags: ['y'],
    blocks: [paragraph('Body')]
  },
  { title: 'Note', type: 'Notice', summary: 'Hello', blocks: [paragraph('Hi')] }
])

/** next's piece `node` rendered over the site with these environment settings. */
function render(node: ReactNode, env: Record<string, string> = {}) {
  const restore = setLogSink(() => undefined)
  const site = siteProps(
    buildSiteData(
      { fetchedAt: '2024-06-01T00:00:00Z', ...workspace },
      { env: { THEME: 'next', ...env } }
    )
  )
  restore()
  const html = renderToStaticMarkup(
    <RouterContext.Provider value={staticRouter('/')}>
      <ThemeProvider theme={nextTheme} site={site}>
        {node}
      </ThemeProvider>
    </RouterContext.Provider>
  )
  return { site, html }
}

const header = (html: string) => /<header[^>]*>/.exec(html)?.[0] ?? ''

describe('next phone bar (NEXT_NAV_TYPE)', () => {
  it("'normal' scrolls away with the page", () => {
    const tag = header(render(<PhoneBar />).html)
    expect(tag).toContain('data-sticky-mode="static"')
    expect(tag).toMatch(/class="relative /)
  })

  it("'fixed' stays at the top; 'autoCollapse' hides while scrolling down", () => {
    const fixed = header(render(<PhoneBar />, { NEXT_NAV_TYPE: 'fixed' }).html)
    expect(fixed).toContain('data-sticky-mode="static"')
    expect(fixed).toMatch(/class="sticky /)
    const auto = header(render(<PhoneBar />, { NEXT_NAV_TYPE: 'autoCollapse' }).html)
    expect(auto).toContain('data-sticky-mode="hide"')
    expect(auto).toMatch(/class="sticky /)
  })

  it('has the menu, the title and the search-drawer button', () => {
    const { html } = render(<PhoneBar />)
    expect(html).toContain('aria-label="Open menu"')
    expect(html).toContain('>NexT</a>')
    expect(html).toContain('aria-label="Open search"')
  })
})

describe('next right column', () => {
  it('shows notice, latest, categories and tags; none when NEXT_RIGHT_BAR is off', () => {
    const { html } = render(<RightColumn path={null} />)
    for (const w of ['notice', 'latest-posts', 'categories', 'tags'])
      expect(html).toContain(`data-widget="${w}"`)
    expect(render(<RightColumn path={null} />, { NEXT_RIGHT_BAR: 'false' }).html).toBe('')
  })

  it('limits categories and tags, and leaves each out on its own index', () => {
    const { html } = render(<RightColumn path={null} />, {
      NEXT_PREVIEW_CATEGORY_COUNT: '1',
      NEXT_PREVIEW_TAG_COUNT: '1'
    })
    expect(html.match(/href="\/category\//g)).toHaveLength(1)
    expect(html.match(/data-weight=/g)).toHaveLength(1)
    expect(render(<RightColumn path="category" />).html).not.toContain('data-widget="categories"')
    expect(render(<RightColumn path="tag" />).html).not.toContain('data-widget="tags"')
  })

  it('places an ad unit from the site AdSense settings only with NEXT_RIGHT_AD', () => {
    const ads = {
      ADSENSE_GOOGLE_ID: 'ca-pub-1234567890123456',
      ADSENSE_GOOGLE_SLOT_AUTO: '1234567890'
    }
    expect(render(<RightColumn path={null} />, ads).html).not.toContain('adsbygoogle')
    const { html } = render(<RightColumn path={null} />, { ...ads, NEXT_RIGHT_AD: 'true' })
    expect(html).toContain('data-ad-client="ca-pub-1234567890123456"')
    expect(html).toContain('data-ad-slot="1234567890"')
    expect(render(<RightColumn path={null} />, { NEXT_RIGHT_AD: 'true' }).html).not.toContain(
      'adsbygoogle'
    )
  })
})

describe('next recent comments', () => {
  it('has a Waline recent-comments card only with COMMENT_WALINE_RECENT', () => {
    expect(render(<RightColumn path={null} />).html).not.toContain('data-next-recent')
    const { html } = render(<RightColumn path={null} />, {
      COMMENT_WALINE_RECENT: 'true',
      COMMENT_WALINE_SERVER_URL: 'https://waline.example'
    })
    expect(html).toMatch(
      /<section data-next-recent=""[^>]*:hidden[^>]*><h2[^>]*>Recent comments<\/h2>/
    )
  })
})

describe('next card', () => {
  const onePost = (env: Record<string, string> = {}) => {
    const restore = setLogSink(() => undefined)
    const data = buildSiteData({ fetchedAt: '2024-06-01T00:00:00Z', ...workspace }, { env })
    restore()
    const post = indexPageProps(data)?.posts.find((p) => p.title === 'One')
    if (!post) throw new Error('the workspace has post One')
    return post
  }

  it('shows title, category | date | tags, the summary and a black read-more link', () => {
    const post = onePost()
    const { html } = render(<NextCard post={post} index={0} preview={null} />)
    expect(html).toMatch(/<h2 data-part="title"[^>]*><a[^>]*href="\/article\/one"/)
    expect(html).toMatch(/data-next-meta=""[\s\S]*>A<\/a><span aria-hidden="true">\|<\/span><time/)
    expect(html).toContain('>#x</a>')
    expect(html).toContain('Sum one')
    expect(html).toMatch(/>Read more<span class="sr-only">: One<\/span><\/a>/)
    expect(html).not.toContain('<img')
  })

  it('shows the cover on top with NEXT_POST_LIST_COVER', () => {
    const post = { ...onePost(), cover: 'https://images.example/c.jpg' }
    const { html } = render(<NextCard post={post} index={1} preview={null} />, {
      NEXT_POST_LIST_COVER: 'true'
    })
    expect(html).toMatch(/<img[^>]*loading="lazy"/)
  })
})

describe('next article', () => {
  it('draws the cover above the article only with NEXT_POST_HEADER_IMAGE_VISIBLE', async () => {
    const restore = setLogSink(() => undefined)
    const data = buildSiteData({ fetchedAt: '2024-06-01T00:00:00Z', ...workspace }, { env: {} })
    const props = await postProps(data, '/article/one')
    restore()
    if (!props) throw new Error('the workspace has post One')
    const post = { ...props.post, cover: 'https://images.example/c.jpg' }
    const off = render(<LayoutSlug {...props} post={post} />).html
    expect(off).toContain('data-next-article-info')
    expect(off).not.toContain('data-next-cover')
    const on = render(<LayoutSlug {...props} post={post} />, {
      NEXT_POST_HEADER_IMAGE_VISIBLE: 'true'
    }).html
    expect(on).toMatch(/<img[^>]*loading="eager"[^>]*data-next-cover="header"/)
  })
})
