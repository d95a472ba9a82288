import { describe, expect, it } from 'vitest'
// The parser `feed` itself depends on: strict, so malformed XML throws.
import { xml2js, type Element } from 'xml-js'
import { buildSiteData } from '@/lib/content/site-data'
import { robotsTxt } from '@/lib/seo/robots'
import { siteFeeds } from '@/lib/seo/site-feed'
import { renderBodyHtml } from '@/components/notion-renderer/body-html'
import { sitemapEntries, sitemapXml } from '@/lib/seo/sitemap'
import { feedRedirectHtml } from '@/lib/seo/feed-redirect-page'
import { block, textBlock } from '@/scripts/lib/block-builder'
import { rt } from '@/scripts/lib/record-builders'
import type { RowInput } from '@/scripts/lib/workspace-builder'
import { workspaceOf } from '@/tests/support/workspace'

const NOW = Date.UTC(2025, 5, 1)
const LINK = 'https://blog.example.com'
const post = (slug: string, extra: Partial<RowInput> = {}): RowInput => ({
  title: `Title ${slug}`,
  slug,
  date: '2025-01-10',
  summary: `Summary of ${slug}`,
  category: 'Cat',
  tags: ['t1'],
  blocks: [
    textBlock(rt(`Body of ${slug}`)),
    block('code', { title: rt('const x = 1'), language: rt('JavaScript') })
  ],
  ...extra
})
const rows: RowInput[] = [
  post('open', { date: '2025-03-01', lastEdited: Date.UTC(2025, 3, 2) }),
  post('locked', { date: '2025-02-01', password: 'hunter2-secret' }),
  post('hidden', { status: 'Invisible' }),
  post('draft', { status: 'Draft' }),
  post('future', { date: '2030-01-01' }),
  post('about', { type: 'Page' }),
  post('elsewhere', { slug: 'https://other.example.org/x' })
]
const siteOf = (env: Record<string, string> = {}, input = rows) =>
  buildSiteData(workspaceOf(input), { now: NOW, env: { LINK, ...env } })

const elements = (node: Element, name: string): Element[] => [
  ...(node.name === name ? [node] : []),
  ...(node.elements ?? []).flatMap((e) => elements(e, name))
]
const text = (node: Element): string =>
  node.type === 'text' || node.type === 'cdata'
    ? String(node.text ?? node.cdata ?? '')
    : (node.elements ?? []).map(text).join('')
const rssItems = (xml: string) =>
  elements(xml2js(xml) as Element, 'item').map((item) => {
    const field = (name: string) => elements(item, name).map(text)[0] ?? null
    return {
      title: field('title'),
      link: field('link'),
      description: field('description'),
      content: field('content:encoded')
    }
  })

describe('feeds', () => {
  it('are well-formed and carry the latest listed posts only, with absolute links', async () => {
    const { rss, atom, json } = await siteFeeds(siteOf(), renderBodyHtml)
    const items = rssItems(rss)
    expect(items.map((i) => i.title)).toEqual(['Title open', 'Title locked', 'Title elsewhere'])
    expect(items[0]?.link).toBe(`${LINK}/article/open`)
    expect(items[2]?.link).toBe('https://other.example.org/x')
    expect(elements(xml2js(atom) as Element, 'entry')).toHaveLength(3)
    const parsed = JSON.parse(json) as { items: { url: string }[]; home_page_url: string }
    expect(parsed.items.map((i) => i.url)).toEqual(items.map((i) => i.link))
    expect(parsed.home_page_url).toBe(`${LINK}/`)
    for (const doc of [rss, atom, json]) {
      for (const slug of ['hidden', 'draft', 'future', 'about']) expect(doc).not.toContain(slug)
    }
  })

  it('carries the full body through the shared renderer, site paths made absolute', async () => {
    const { rss } = await siteFeeds(siteOf(), renderBodyHtml)
    const open = rssItems(rss)[0]
    expect(open?.description).toBe('Summary of open')
    expect(open?.content).toContain('Body of open')
    expect(open?.content).toContain('notion-code')
    expect(open?.content).toContain('const')
    expect(open?.content).not.toMatch(/\b(href|src)="\/(?!\/)/)
  })

  it('shows a locked post by title and link only: no body, no password, no summary', async () => {
    const data = siteOf()
    const { rss, atom, json } = await siteFeeds(data, renderBodyHtml)
    const locked = rssItems(rss)[1]
    expect(locked).toMatchObject({ link: `${LINK}/article/locked`, content: null })
    expect(locked?.description).toBeNull()
    const id = data.posts.find((p) => p.slug === 'locked')?.id ?? 'missing'
    for (const doc of [rss, atom, json]) {
      expect(doc).not.toContain('Body of locked')
      expect(doc).not.toContain('hunter2-secret')
      expect(doc).not.toContain('Summary of locked')
      expect(doc).not.toContain(id)
      expect(doc).not.toContain(id.replace(/-/g, ''))
    }
  })

  it("shows a locked post's summary when POST_LOCKED_SHOW_SUMMARY is on, never its body", async () => {
    const { rss } = await siteFeeds(siteOf({ POST_LOCKED_SHOW_SUMMARY: 'true' }), renderBodyHtml)
    expect(rssItems(rss)[1]).toMatchObject({ description: 'Summary of locked', content: null })
    expect(rss).not.toContain('Body of locked')
  })

  it('holds RSS_LIMIT posts', async () => {
    const many = Array.from({ length: 8 }, (_, i) => post(`p${i}`, { date: `2025-01-0${i + 1}` }))
    const { rss } = await siteFeeds(siteOf({ RSS_LIMIT: '5' }, many), renderBodyHtml)
    expect(rssItems(rss).map((i) => i.title)).toEqual(
      ['p7', 'p6', 'p5', 'p4', 'p3'].map((s) => `Title ${s}`)
    )
  })

  it('gives /feed of an export a refresh page to the RSS feed', () => {
    const html = feedRedirectHtml(siteOf())
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/rss/feed.xml">')
    expect(html).toContain('<a href="/rss/feed.xml">')
  })
})

describe('sitemap and robots', () => {
  it('lists home, archive, category and tag pages and every listed post and page', () => {
    const locs = sitemapEntries(siteOf()).map((e) => e.loc.replace(LINK, ''))
    expect(locs).toEqual(
      expect.arrayContaining(['/', '/archive', '/category', '/tag', '/category/Cat', '/tag/t1'])
    )
    expect(locs).toEqual(expect.arrayContaining(['/article/open', '/article/locked', '/about']))
  })

  it('never lists Invisible, draft, future or external posts', () => {
    const xml = sitemapXml(siteOf())
    expect(() => xml2js(xml)).not.toThrow()
    for (const slug of ['hidden', 'draft', 'future', 'other.example.org']) {
      expect(xml).not.toContain(slug)
    }
  })

  it("dates each post by its last edit, each list by its newest post's", () => {
    const entries = sitemapEntries(siteOf())
    const at = (path: string) => entries.find((e) => e.loc === `${LINK}${path}`)?.lastmod
    expect(at('/article/open')).toBe('2025-04-02T00:00:00.000Z')
    expect(at('/')).toBe('2025-04-02T00:00:00.000Z')
  })

  it('escapes URLs', () => {
    const xml = sitemapXml(siteOf({}, [post('a', { tags: ['R&D <x>'] })]))
    expect(xml).toContain('/tag/R%26D%20%3Cx%3E</loc>')
  })

  it('robots.txt points at the absolute sitemap URL', () => {
    expect(robotsTxt(siteOf())).toMatch(/^Sitemap: https:\/\/blog\.example\.com\/sitemap\.xml$/m)
  })
})

describe('feeds with "]]>" in the text', () => {
  it('keep every title, summary and body inside CDATA, however many times it occurs', async () => {
    const sneaky = 'A ]]> B ]]><evil>injected</evil> C'
    const data = siteOf({}, [
      post('sneaky', { title: sneaky, summary: sneaky, blocks: [textBlock(rt(sneaky))] })
    ])
    const { rss, atom } = await siteFeeds(data, renderBodyHtml)
    for (const xml of [rss, atom]) {
      const root = xml2js(xml) as Element
      expect(elements(root, 'evil')).toEqual([])
      const title = elements(root, 'item').concat(elements(root, 'entry'))[0]!
      expect(text(elements(title, 'title')[0]!).replace(/\u200b/g, '')).toBe(sneaky)
    }
  })
})
