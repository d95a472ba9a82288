import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { RouterContext } from '@/components/next-internals/router-context'
import { Seo } from '@/components/Seo'
import { loadConfig, publicConfigOf } from '@/lib/config/load-config'
import type { PageProps } from '@/lib/theme/layout-props'
import type { SiteProps } from '@/lib/theme/props'
import { staticRouter } from '@/tests/support/render-page'

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

const head = (props: PageProps) =>
  renderToStaticMarkup(
    <RouterContext.Provider value={staticRouter('/archive')}>
      <Seo page={props} />
    </RouterContext.Provider>
  )

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
