import { describe, expect, it } from 'vitest'
import { indexPageProps } from '../../lib/pages/page-props'
import { buildSiteData } from '../../lib/content/site-data'
import { setLogSink } from '../../lib/log'
import { paragraph } from '../../scripts/lib/blocks'
import { buildWorkspace } from '../../scripts/lib/workspace-builder'
import { renderPage } from '../support/render-page'

const story = (n: number) => ({
  title: `Story ${n}`,
  slug: `story-${n}`,
  category: 'Travel',
  summary: `Summary ${n}`,
  date: `2024-01-${String(10 + n).padStart(2, '0')}`,
  blocks: [paragraph(`Body ${n}`)]
})

const workspace = buildWorkspace(
  { seed: 'px', name: 'Portfolio', time: Date.UTC(2024, 0, 1) },
  [1, 2, 3, 4, 5, 6].map(story)
)

function home(env: Record<string, string> = {}) {
  const restore = setLogSink(() => undefined)
  const data = buildSiteData(
    { fetchedAt: '2024-06-01T00:00:00Z', ...workspace },
    { now: Date.UTC(2024, 11, 1), env: { THEME: 'proxio', SITE_LANG: 'en-US', ...env } }
  )
  restore()
  return renderPage({ layout: 'LayoutIndex', ...indexPageProps(data)! })
}

const sections = (html: string) =>
  [...html.matchAll(/data-proxio-section="([a-z]+)"/g)].map((m) => m[1])

describe('proxio home', () => {
  it('draws its sections in order, PROXIO_BLOG_COUNT tiles, four figures, plain text', async () => {
    const html = await home({
      PROXIO_BLOG_COUNT: '3',
      PROXIO_FAQS: JSON.stringify([{ q: '<b>Why?</b>', a: '<script>x()</script>Because' }])
    })
    expect(sections(html)).toEqual([
      'hero',
      'blog',
      'about',
      'brands',
      'career',
      'features',
      'testimonials',
      'faq',
      'cta'
    ])
    expect(html.match(/data-part="tile"/g)).toHaveLength(3)
    expect(html.match(/data-part="stat"/g)).toHaveLength(4)
    expect(html).not.toContain('<script>x()')
    expect(html).not.toContain('<b>Why?</b>')
    expect(html.match(/<h1/g)).toHaveLength(1)
  })

  it('leaves out each section whose _ENABLE is off; a hero frame only from https', async () => {
    const html = await home({
      PROXIO_BLOG_ENABLE: 'false',
      PROXIO_CAREER_ENABLE: 'false',
      PROXIO_FAQ_ENABLE: 'false',
      PROXIO_BRANDS_ENABLE: 'false',
      PROXIO_HERO_BANNER_IFRAME_URL: 'javascript:alert(1)'
    })
    expect(sections(html)).toEqual(['hero', 'about', 'features', 'testimonials', 'cta'])
    expect(html).not.toContain('<iframe')
    const framed = await home({ PROXIO_HERO_BANNER_IFRAME_URL: 'https://example.com/scene' })
    expect(framed).toMatch(/<iframe src="https:\/\/example.com\/scene"[^>]*sandbox=/)
  })
})
