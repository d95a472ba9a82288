import { lazyPartsLoaded } from '@/components/lazy-loads'
import { startedLayoutsSettled } from '@/components/theme/lazy-layout'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AnalyticsCard } from '@/components/widgets/AnalyticsCard'
import { AuthorCard } from '@/components/widgets/AuthorCard'
import { CategoryList } from '@/components/widgets/CategoryList'
import { ContactLinks } from '@/components/widgets/ContactLinks'
import { LatestPosts } from '@/components/widgets/LatestPosts'
import { NoticeCard } from '@/components/widgets/NoticeCard'
import { TagCloud, tagWeight } from '@/components/widgets/TagCloud'
import { TocCard } from '@/components/widgets/TocCard'
import type { SiteProps } from '@/lib/theme/props'
import { renderWidget, widgetSite } from '@/tests/components/widgets/site'

let site: SiteProps
let empty: SiteProps

// The site helper imports every theme, whose layouts begin loading then: the file ends once
// they have, so none is cut off by the environment's teardown.
afterAll(() => startedLayoutsSettled())

beforeAll(async () => {
  await lazyPartsLoaded()
  site = widgetSite()
  empty = widgetSite([])
})

describe('AuthorCard', () => {
  it('shows the name, bio and a safe avatar; the slots replace the name and avatar size', () => {
    const html = renderWidget(
      { ...site, site: { ...site.site, author: 'Wren', bio: 'Light and weather' } },
      <AuthorCard avatar classes={{ name: 'text-2xl', avatar: 'h-12 w-12' }} />,
      { AVATAR: 'https://example.com/me.png' }
    )
    expect(html).toContain('data-widget="author"')
    expect(html).toMatch(/<p data-part="name" class="text-2xl">Wren<\/p>/)
    expect(html).toContain('Light and weather')
    expect(html).toContain('src="https://example.com/me.png"')
    expect(html).toContain('class="shrink-0 rounded-full h-12 w-12"')
  })

  it('drops an unsafe avatar and takes a heading with its id', () => {
    const html = renderWidget(site, <AuthorCard avatar title="About" titleAs="h2" titleId="t1" />, {
      AVATAR: 'javascript:alert(1)'
    })
    expect(html).not.toContain('<img')
    expect(html).toMatch(/<h2 id="t1" data-part="name"[^>]*>About<\/h2>/)
  })

  it('lists contacts under their heading only when one is set', () => {
    expect(renderWidget(site, <AuthorCard contacts />)).not.toContain('Contact me')
    const html = renderWidget(site, <AuthorCard contacts />, {
      CONTACT_GITHUB: 'https://github.com/w'
    })
    expect(html).toMatch(/<h3[^>]*>Contact me<\/h3>/)
    expect(html).toContain('href="https://github.com/w"')
  })
})

describe('ContactLinks', () => {
  it('links each safe contact with a name, email as mailto: in the same tab', () => {
    const html = renderWidget(site, <ContactLinks classes={{ link: 'h-10' }} />, {
      CONTACT_EMAIL: 'w@example.com',
      CONTACT_TWITTER: 'https://x.com/w',
      CONTACT_GITHUB: 'javascript:alert(1)'
    })
    expect(html).toMatch(/<a href="mailto:w@example.com" rel="noreferrer me" aria-label="Email"/)
    expect(html).toMatch(/href="https:\/\/x.com\/w" target="_blank"[^>]*aria-label="Twitter"/)
    expect(html).toContain('data-contact="twitter"')
    expect(html).not.toContain('javascript:')
    expect(html).not.toContain('h-9')
  })

  it('renders nothing without contacts', () => {
    expect(renderWidget(site, <ContactLinks heading />)).toBe('')
  })
})

describe('NoticeCard', () => {
  it('renders the notice body under its title', () => {
    const html = renderWidget(
      site,
      <NoticeCard marker classes={{ heading: 'mb-1 font-medium uppercase' }} />
    )
    expect(html).toContain('aria-label="Announcement"')
    expect(html).toMatch(
      /<h2 data-part="heading" class="mb-1 font-medium uppercase">.*Open call<\/h2>/
    )
    expect(html).toContain('data-part="marker"')
    expect(html).toContain('Hello visitors')
    // Text alone: kept as the server drew it, so the browser loads no body code for it.
    expect(site.notice?.bodyIsMarkup).toBe(true)
    expect(html).toMatch(/data-kept-part=""><div class="contents" data-static-body="">/)
  })

  it('shows one summary line under the label in summary mode', () => {
    const html = renderWidget(site, <NoticeCard show="summary" heading="label" />)
    expect(html).toMatch(/>Announcement<\/h2><p data-part="body">Prints on sale<\/p>/)
    expect(html).not.toContain('Hello visitors')
  })

  it('renders nothing without a notice', () => {
    expect(renderWidget(empty, <NoticeCard />)).toBe('')
  })
})

describe('CategoryList, LatestPosts, TagCloud', () => {
  it('lists categories with their counts', () => {
    const html = renderWidget(site, <CategoryList classes={{ count: 'opacity-50' }} />)
    expect(html).toMatch(/href="\/category\/Film"[^>]*>Film<\/a><span data-part="count"[^>]*>2</)
    expect(html).toMatch(/href="\/category\/Gear"[^>]*>Gear<\/a><span[^>]*opacity-50[^>]*>1</)
  })

  it('lists the latest posts, newest first', () => {
    const html = renderWidget(site, <LatestPosts />)
    expect(html).toContain('>Latest posts</h2>')
    expect(html.indexOf('Gamma')).toBeLessThan(html.indexOf('Alpha'))
    expect(html).toContain('href="/article/gamma"')
  })

  it('sizes tags by use', () => {
    const html = renderWidget(site, <TagCloud />)
    expect(html).toMatch(/data-weight="3" title="bw \(3\)"[^>]*text-lg[^>]*href="\/tag\/bw"/)
    expect(html).toMatch(/data-weight="0" title="night \(1\)"[^>]*text-xs[^>]*href="\/tag\/night"/)
    expect(tagWeight(5, 5, 5)).toBe(1)
    expect(tagWeight(3, 1, 5)).toBe(2)
  })

  it('render nothing on an empty site', () => {
    for (const node of [<CategoryList key="c" />, <LatestPosts key="l" />, <TagCloud key="t" />])
      expect(renderWidget(empty, node)).toBe('')
  })
})

describe('TocCard', () => {
  const toc = [1, 2, 3].map((n) => ({ id: `h${n}`, text: `Heading ${n}`, indent: 0 }))
  it('wraps the contents in a card', () => {
    const html = renderWidget(site, <TocCard toc={toc} className="bg-white" />)
    expect(html).toMatch(/<div data-widget="toc" class="[^"]*bg-white"><nav aria-label="Contents"/)
    expect(html).toContain('Heading 3')
  })

  it('renders nothing for too few headings', () => {
    expect(renderWidget(site, <TocCard toc={toc.slice(0, 1)} />)).toBe('')
  })
})

describe('AnalyticsCard', () => {
  it('counts the listed posts; visits and visitors only with the busuanzi counter', () => {
    const off = renderWidget(site, <AnalyticsCard classes={{ value: 'text-sm' }} />)
    expect(off).toMatch(/<dt>Posts<\/dt><dd data-part="value" class="text-muted text-sm">3<\/dd>/)
    expect(off).not.toContain('busuanzi')
    const on = renderWidget(site, <AnalyticsCard />, { ANALYTICS_BUSUANZI_ENABLE: true })
    expect(on).toContain('<dt>Visits</dt><dd id="busuanzi_value_site_pv"')
    expect(on).toContain('<dt>Visitors</dt><dd id="busuanzi_value_site_uv"')
  })
})
