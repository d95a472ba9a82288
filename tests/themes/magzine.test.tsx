import { describe, expect, it } from 'vitest'
import { indexPageProps, postProps, siteProps } from '@/lib/pages/page-props'
import { buildSiteData } from '@/lib/content/site-data'
import { setLogSink } from '@/lib/log'
import { paragraph } from '@/scripts/lib/blocks'
import { buildWorkspace } from '@/scripts/lib/workspace-builder'
import { renderPage } from '@/tests/support/render-page'

const post = (n: number, category: string, tags: string[] = []) => ({
  title: `Story ${n}`,
  slug: `story-${n}`,
  category,
  tags,
  date: `2024-01-${String(10 + n).padStart(2, '0')}`,
  blocks: [paragraph(`Body ${n}`)]
})

const workspace = buildWorkspace({ seed: 'mag', name: 'Mag', time: Date.UTC(2024, 0, 1) }, [
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => post(n, n % 2 ? 'Odd' : 'Even')),
  post(9, 'Lamps', ['Pick']),
  post(10, 'Lamps'),
  post(11, 'Hidden')
])

function site(env: Record<string, string> = {}) {
  const restore = setLogSink(() => undefined)
  const data = buildSiteData(
    { fetchedAt: '2024-06-01T00:00:00Z', ...workspace },
    { now: Date.UTC(2024, 11, 1), env: { THEME: 'magzine', SITE_LANG: 'en-US', ...env } }
  )
  restore()
  return data
}

const home = (env: Record<string, string> = {}) =>
  renderPage({ layout: 'LayoutIndex', ...indexPageProps(site(env))! })

const bands = (html: string, name: string) =>
  html.match(new RegExp(`data-band="${name}"`, 'g'))?.length ?? 0

describe('magzine', () => {
  it('server-renders a row per category, leaving out the top posts and hidden categories', async () => {
    const html = await home({ MAGZINE_HOME_HIDDEN_CATEGORY: 'Hidden, Nope' })
    expect(bands(html, 'top')).toBe(1)
    expect(bands(html, 'latest')).toBe(1)
    expect(html).toContain('aria-label="View all posts in Lamps"')
    expect(html).not.toContain('View all posts in Hidden')
    // Stories 1 to 7 (every Odd one) are on top or in the latest band: the rows show the rest.
    expect(html).not.toContain('View all posts in Odd')
    const row = (name: string) =>
      html.slice(html.indexOf(`<ul aria-label="${name}"`)).split('</ul>')[0] ?? ''
    expect(row('Even').match(/>Story \d+</g)).toEqual(['>Story 8<'])
    expect(row('Lamps').match(/>Story \d+</g)).toEqual(['>Story 9<', '>Story 10<'])
  })

  it('recommends the tagged posts, or the latest posts when none is tagged', async () => {
    const tagged = await home({
      MAGZINE_RECOMMEND_POST_TAG: 'Pick',
      MAGZINE_RECOMMEND_POST_TITLE: 'Picks'
    })
    const row = tagged.slice(tagged.indexOf('data-band="recommended"'))
    expect(row).toContain('>Picks</h2>')
    expect(row.match(/data-magzine-card/g)).toHaveLength(1)
    expect(row).toContain('Story 9')
    const fallback = await home({ MAGZINE_RECOMMEND_POST_COUNT: '2' })
    const latest = fallback.slice(fallback.indexOf('data-band="recommended"'))
    expect(latest.match(/data-magzine-card/g)).toHaveLength(2)
  })

  it('draws the promo box from its settings as plain text, without the button when off', async () => {
    const html = await home({ MAGZINE_HOME_TITLE: '<i>Hi</i>', MAGZINE_HOME_BUTTON: 'false' })
    expect(html).toContain('&lt;i&gt;Hi&lt;/i&gt;')
    expect(html).not.toContain('About this site')
    const off = await home({ MAGZINE_HOME_BANNER_ENABLE: 'false' })
    expect(off).not.toContain('data-promo-box')
  })

  it('an article: contents rail, right rail with the community card, neighbours per setting', async () => {
    const props = await postProps(site(), 'article/story-5')
    const html = await renderPage({ layout: 'LayoutSlug', ...props! }, '/article/story-5')
    expect(html).toContain('data-magzine-rail')
    expect(html).toContain('data-widget="community"')
    expect(html).toContain('Join the community')
    const bare = await postProps(
      site({ MAGZINE_SOCIAL_CARD: 'false', MAGZINE_ARTICLE_ADJACENT: 'false' }),
      'article/story-5'
    )
    const plain = await renderPage({ layout: 'LayoutSlug', ...bare! }, '/article/story-5')
    expect(plain).not.toContain('data-widget="community"')
    expect(html).toContain('Story 4')
    expect(plain.match(/Story 4/g)?.length ?? 0).toBeLessThan(html.match(/Story 4/g)?.length ?? 0)
  })

  it('the footer: link columns from MAGZINE_FOOTER_LINKS, unsafe links and bad entries dropped', async () => {
    const html = await home()
    expect(html).toMatch(/data-magzine-footer.*<nav aria-label="Site links"/s)
    expect(html).toMatch(/<h2 data-part="heading"[^>]*>Read<\/h2>/)
    const links = JSON.stringify([
      {
        name: 'Mine',
        menus: [
          { title: 'Good', href: '/archive' },
          { title: 'Bad', href: 'javascript:alert(1)' }
        ]
      },
      'junk'
    ])
    const custom = await home({ MAGZINE_FOOTER_LINKS: links })
    expect(custom).toMatch(/>Mine<\/h2>/)
    expect(custom).toMatch(/href="\/archive"[^>]*>Good</)
    expect(custom).not.toContain('javascript:')
    expect(custom).not.toContain('>Read</h2>')
  })

  it('404: "Not found." and the recommended row', async () => {
    const html = await renderPage({ layout: 'Layout404', siteProps: siteProps(site()) }, '/404')
    expect(html).toContain('Not found.')
    expect(html).toContain('data-band="recommended"')
  })
})
