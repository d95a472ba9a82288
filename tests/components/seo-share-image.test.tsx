import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { ServiceTags } from '@/components/integrations/ServiceTags'
import { Seo } from '@/components/Seo'
import { SeoTags } from '@/components/SeoTags'
import { loadConfig, publicConfigOf } from '@/lib/config/load-config'
import { messagesFor } from '@/lib/i18n/messages'
import type { PageProps } from '@/lib/theme/layout-props'
import type { SiteProps } from '@/lib/theme/props'

// The head's tags rendered in place, as Next moves them into <head>.
vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => children }))

const siteProps = {
  site: { title: 'Blog', description: 'Words', cover: null, author: 'Ann' },
  config: publicConfigOf(loadConfig({ env: { LINK: 'https://blog.example/' } }).config),
  basePath: '',
  languages: []
} as unknown as SiteProps

const page = (shareImage?: PageProps['shareImage']) =>
  ({
    layout: 'LayoutArchive',
    siteProps,
    archive: [],
    years: [],
    year: null,
    ...(shareImage ? { shareImage } : {})
  }) as PageProps

/** The head as the server writes it (pages/_document): the page's tags for the archive. */
const head = (props: PageProps) =>
  renderToStaticMarkup(<SeoTags page={props} path="/archive?x=1" t={messagesFor('en-US')} />)

describe('share image in the head', () => {
  it('names the card absolutely, with its size and alt, as a large summary card', () => {
    const html = head(
      page({ url: '/cards/0123456789abcdef0123.png', width: 1200, height: 630, alt: 'Blog' })
    )
    const image = 'https://blog.example/cards/0123456789abcdef0123.png'
    expect(html).toContain(`<meta property="og:image" content="${image}"/>`)
    expect(html).toContain('<meta property="og:image:width" content="1200"/>')
    expect(html).toContain('<meta property="og:image:height" content="630"/>')
    expect(html).toContain('<meta property="og:image:alt" content="Blog"/>')
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>')
    expect(html).toContain(`<meta name="twitter:image" content="${image}"/>`)
  })

  it("names the owner's own image as it is when no card is drawn, without a size", () => {
    const html = head(page({ url: 'https://img.example/own.jpg', alt: 'Blog' }))
    expect(html).toContain('<meta property="og:image" content="https://img.example/own.jpg"/>')
    expect(html).not.toContain('og:image:width')
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>')
  })

  it('says nothing of an image when there is neither card nor cover', () => {
    const html = head(page())
    expect(html).not.toContain('og:image')
    expect(html).toContain('<meta name="twitter:card" content="summary"/>')
  })
})

describe('the rest of the head', () => {
  it('the page’s script draws the <title> alone: the other tags are the server’s', () => {
    const html = renderToStaticMarkup(<Seo page={page()} />)
    expect(html).toBe('<title>Archive | Blog</title>')
    const server = head(page())
    expect(server).not.toContain('<title>')
    expect(server).toContain('<link rel="canonical" href="https://blog.example/archive"/>')
    expect(server).toContain('<meta property="og:title" content="Archive | Blog"/>')
  })

  it('verification codes, WebMention and rel="me" come from the settings, checked', () => {
    const config = publicConfigOf(
      loadConfig({
        env: {
          SEO_GOOGLE_SITE_VERIFICATION: 'abc_DEF-123',
          SEO_BING_SITE_VERIFICATION: '"><script>',
          COMMENT_WEBMENTION_ENABLE: 'true',
          COMMENT_WEBMENTION_HOSTNAME: 'blog.example',
          COMMENT_WEBMENTION_AUTH: 'https://social.example/@ann'
        }
      }).config
    )
    const html = renderToStaticMarkup(<ServiceTags config={config} />)
    expect(html).toContain('<meta name="google-site-verification" content="abc_DEF-123"/>')
    expect(html).not.toContain('msvalidate')
    expect(html).toContain(
      '<link rel="webmention" href="https://webmention.io/blog.example/webmention"/>'
    )
    expect(html).toContain('<link rel="me" href="https://social.example/@ann"/>')
    expect(renderToStaticMarkup(<ServiceTags config={siteProps.config} />)).toBe('')
  })
})
