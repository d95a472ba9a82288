import { RouterContext } from '@/components/next-internals/router-context'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ThemeProvider } from '@/components/theme/theme-context'
import { indexPageProps, siteProps } from '@/lib/pages/page-props'
import { buildSiteData } from '@/lib/content/site-data'
import { setLogSink } from '@/lib/log'
import { paragraph } from '@/scripts/lib/blocks'
import { buildWorkspace } from '@/scripts/lib/workspace-builder'
import { theme as fukasawaTheme } from '@/themes/fukasawa'
import { FukasawaCard } from '@/themes/fukasawa/components/FukasawaCard'
import { PhoneBar } from '@/themes/fukasawa/components/PhoneBar'
import { SideContent } from '@/themes/fukasawa/components/SideContent'
import { LayoutPostList } from '@/themes/fukasawa/layouts/LayoutPostList'
import { staticRouter } from '@/tests/support/render-page'

const workspace = buildWorkspace({ seed: 'fukasawa', name: 'Wall', time: Date.UTC(2024, 0, 1) }, [
  {
    title: 'One',
    slug: 'one',
    date: '2024-01-02',
    category: 'A',
    tags: ['x'],
    summary: 'Sum one',
    blocks: [paragraph('Body')]
  }
])

function render(
  node: (site: ReturnType<typeof siteProps>) => ReactNode,
  env: Record<string, string> = {}
) {
  const restore = setLogSink(() => undefined)
  const site = siteProps(
    buildSiteData(
      { fetchedAt: '2024-06-01T00:00:00Z', ...workspace },
      { env: { THEME: 'fukasawa', ...env } }
    )
  )
  restore()
  return renderToStaticMarkup(
    <RouterContext.Provider value={staticRouter('/')}>
      <ThemeProvider theme={fukasawaTheme} site={site}>
        {node(site)}
      </ThemeProvider>
    </RouterContext.Provider>
  )
}

const side = (env: Record<string, string> = {}, index: 'tag' | 'category' | null = null) =>
  render(() => <SideContent toc={null} index={index} />, env)

describe('fukasawa sidebar', () => {
  it('shows the newsletter form only with FUKASAWA_MAILCHIMP_FORM and a form URL', () => {
    const url = 'https://x.us1.list-manage.com/subscribe/post'
    expect(side({ MAILCHIMP_FORM_URL: url })).not.toContain('data-widget="newsletter"')
    expect(side({ FUKASAWA_MAILCHIMP_FORM: 'true' })).not.toContain('data-widget="newsletter"')
    const html = side({ FUKASAWA_MAILCHIMP_FORM: 'true', MAILCHIMP_FORM_URL: url })
    expect(html).toContain('data-widget="newsletter"')
    expect(html).toContain(`action="${url}"`)
  })

  it('leaves out the tags on the tag index and the categories on the category index', () => {
    expect(side()).toContain('data-widget="tags"')
    expect(side({}, 'tag')).not.toContain('data-widget="tags"')
    expect(side({}, 'category')).toContain('data-widget="tags"')
    expect(side({}, 'category')).not.toContain('data-widget="categories"')
  })

  it('holds an ad unit only when AdSense and the unit are configured', () => {
    const ads = {
      ADSENSE_GOOGLE_ID: 'ca-pub-1234567890123456',
      ADSENSE_GOOGLE_SLOT_AUTO: '1234567890'
    }
    expect(side()).not.toContain('adsbygoogle')
    expect(side(ads)).toContain('data-ad-unit="auto"')
    expect(side({ ADSENSE_GOOGLE_ID: ads.ADSENSE_GOOGLE_ID })).not.toContain('adsbygoogle')
  })

  it('has the WeChat QR button in its contact row when CONTACT_WECHAT_QR is set', () => {
    expect(side({ CONTACT_WECHAT_QR: 'https://example.com/qr.png' })).toContain(
      'aria-label="WeChat QR code"'
    )
  })
})

describe('fukasawa card', () => {
  const post = () => {
    const restore = setLogSink(() => undefined)
    const data = buildSiteData({ fetchedAt: '2024-06-01T00:00:00Z', ...workspace })
    restore()
    const one = indexPageProps(data)?.posts.find((p) => p.title === 'One')
    if (!one) throw new Error('the workspace has post One')
    return one
  }
  const card = (env: Record<string, string> = {}) =>
    render(() => <FukasawaCard post={post()} index={0} preview={null} />, env)

  it('shows the title, summary, category and tags, and no cover when the post has none', () => {
    const html = card()
    expect(html).toMatch(/<a[^>]*href="\/article\/one"[^>]*>One<\/a>/)
    expect(html).toContain('Sum one')
    expect(html).toContain('href="/category/A"')
    expect(html).toContain('href="/tag/x"')
    expect(html).not.toContain('<img')
  })
})

describe('fukasawa wall ads', () => {
  const wall = (env: Record<string, string> = {}) =>
    render(() => {
      const restore = setLogSink(() => undefined)
      const page = indexPageProps(
        buildSiteData({ fetchedAt: '2024-06-01T00:00:00Z', ...workspace }, { env: { ...env } })
      )
      restore()
      if (!page) throw new Error('the workspace has a home page')
      return <LayoutPostList {...page} />
    }, env)

  it('puts a banner above the wall and an ad card at its end when their units are set', () => {
    const client = { ADSENSE_GOOGLE_ID: 'ca-pub-1234567890123456' }
    expect(wall()).not.toContain('adsbygoogle')
    const html = wall({
      ...client,
      ADSENSE_GOOGLE_SLOT_AUTO: '1111111111',
      ADSENSE_GOOGLE_SLOT_FLOW: '2222222222'
    })
    expect(html.indexOf('data-ad-unit="auto"')).toBeLessThan(html.indexOf('href="/article/one"'))
    // The ad card is dealt into each of the wall's three layouts (1, 2 and 3 columns).
    expect(html.match(/data-fukasawa-ad/g)).toHaveLength(3)
    expect(wall({ ...client, ADSENSE_GOOGLE_SLOT_AUTO: '1111111111' })).not.toContain(
      'data-fukasawa-ad'
    )
  })
})

describe('fukasawa top bar', () => {
  const header = (html: string) => /<header[^>]*>/.exec(html)?.[0] ?? ''

  it('stands in for the sidebar below lg, and at every width on a full-width post', () => {
    const phone = render(() => <PhoneBar />)
    expect(header(phone)).toContain('lg:hidden')
    expect(phone).toContain('aria-label="Open menu"')
    expect(phone).toContain('role="search"')
    expect(header(render(() => <PhoneBar always />))).not.toContain('lg:hidden')
  })
})
