import { describe, expect, it } from 'vitest'
import { indexPageProps, postProps } from '@/lib/pages/page-props'
import { buildSiteData } from '@/lib/content/site-data'
import type { PageProps } from '@/lib/theme/layout-props'
import { setLogSink } from '@/lib/log'
import { paragraph } from '@/scripts/lib/blocks'
import { buildWorkspace } from '@/scripts/lib/workspace-builder'
import { renderPage } from '@/tests/support/render-page'

const workspace = buildWorkspace({ seed: 'landing', name: 'Launch', time: Date.UTC(2024, 0, 1) }, [
  { title: 'Open', slug: 'open', date: '2024-01-02', blocks: [paragraph('Open body')] },
  {
    title: 'Secret',
    slug: 'secret',
    date: '2024-01-03',
    password: 'pw',
    blocks: [paragraph('Hidden body words')]
  }
])

function data(env: Record<string, string> = {}) {
  const restore = setLogSink(() => undefined)
  const built = buildSiteData(
    { fetchedAt: '2024-06-01T00:00:00Z', ...workspace },
    { env: { THEME: 'landing', ...env } }
  )
  restore()
  return built
}

/** The home page built with these environment variables, then these theme settings over them. */
const home = (env: Record<string, string> = {}, config: Record<string, unknown> = {}) => {
  const page = { layout: 'LayoutIndex', ...indexPageProps(data(env)) } as PageProps
  const siteProps = { ...page.siteProps, themeConfig: { ...page.siteProps.themeConfig, ...config } }
  return renderPage({ ...page, siteProps } as PageProps)
}

describe('landing theme', () => {
  it('renders HTML settings as text and the footer columns of LANDING_FOOTER_LINKS', async () => {
    const html = await home({
      LANDING_HERO_TITLE_1: 'Ship <strong class="x">faster</strong><br/>today',
      LANDING_FEATURES_HEADER_1_P: '<script>alert(1)</script>Plain',
      LANDING_FOOTER_LINKS: JSON.stringify([
        {
          name: 'Docs',
          menus: [
            { title: 'Guide', href: '/guide' },
            { title: 'Bad', href: 'javascript:x' }
          ]
        }
      ])
    })
    expect(html).toMatch(/<h1[^>]*>Ship faster today<\/h1>/)
    expect(html).not.toContain('<strong class="x">')
    expect(html).not.toContain('<script>alert')
    expect(html).toContain('>Docs</h2>')
    expect(html).toContain('href="/guide"')
    expect(html).not.toContain('javascript:x')
    expect(html).not.toContain('>Product</h2>')
  })

  it('shows the newsletter block only with LANDING_NEWSLETTER and a form URL', async () => {
    const url = 'https://x.us1.list-manage.com/subscribe/post'
    expect(await home({ MAILCHIMP_FORM_URL: url })).not.toContain('data-landing="newsletter"')
    const on = await home({ LANDING_NEWSLETTER: 'true', MAILCHIMP_FORM_URL: url })
    expect(on).toContain('data-landing="newsletter"')
    expect(on).toContain(`action="${url}"`)
  })

  it('has no video thumbnail without LANDING_HERO_VIDEO_IFRAME, and drops sections left empty', async () => {
    const html = await home(
      {},
      {
        LANDING_HERO_VIDEO_IFRAME: '',
        LANDING_PRICING_TITLE: '',
        LANDING_PRICING_1_TITLE: '',
        LANDING_PRICING_2_TITLE: '',
        LANDING_PRICING_3_TITLE: ''
      }
    )
    expect(html).not.toContain('data-part="thumb"')
    expect(html).not.toContain('id="pricing"')
    expect(await home()).toContain('data-part="thumb"')
  })

  it('shows a locked post behind the shared lock screen, never its text', async () => {
    const site = data()
    const locked = await postProps(site, 'article/secret')
    expect(locked).not.toBeNull()
    const html = await renderPage(
      { layout: 'LayoutSlug', ...locked! } as PageProps,
      '/article/secret'
    )
    expect(html).toContain('id="theme-landing"')
    expect(html).toContain('type="password"')
    expect(html).not.toContain('Hidden body words')
    const open = await postProps(site, 'article/open')
    const body = await renderPage({ layout: 'LayoutSlug', ...open! } as PageProps, '/article/open')
    expect(body).toContain('Open body')
    expect(body).toMatch(/<h1[^>]*>Open<\/h1>/)
  })
})
