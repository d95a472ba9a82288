import { beforeAll, describe, expect, it } from 'vitest'
import { CategoryBar } from '@/components/CategoryBar'
import { ConfigLink } from '@/components/ConfigLink'
import { RandomPostButton } from '@/components/header/RandomPostButton'
import { WaveHeader } from '@/components/hero/WaveHeader'
import { AnalyticsCard, daysSince } from '@/components/widgets/AnalyticsCard'
import { NoticeTicker } from '@/components/widgets/NoticeTicker'
import type { SiteProps } from '@/lib/theme/props'
import { renderWidget, widgetSite } from '@/tests/components/widgets/site'

let site: SiteProps

beforeAll(() => {
  site = widgetSite()
})

describe('NoticeTicker', () => {
  it('lists every line, links only the safe URLs, and starts on the first', () => {
    const html = renderWidget(
      site,
      <NoticeTicker
        label="Notice"
        items={[
          { title: 'Hello', url: '/about' },
          { title: 'Bad', url: 'javascript:alert(1)' },
          { title: '<b>plain</b>' }
        ]}
      />
    )
    expect(html).toMatch(/<section aria-label="Notice" data-widget="notice-ticker" data-index="0"/)
    expect(html).toMatch(/<a[^>]*href="\/about"[^>]*>Hello<\/a>/)
    expect(html).not.toMatch(/javascript:/)
    expect(html).toMatch(/<span[^>]*>Bad<\/span>/)
    expect(html).toContain('&lt;b&gt;plain&lt;/b&gt;')
    expect(html.match(/data-part="item"/g)).toHaveLength(3)
  })

  it('renders nothing without lines', () => {
    expect(renderWidget(site, <NoticeTicker label="Notice" items={[]} />)).toBe('')
  })
})

describe('ConfigLink', () => {
  it('opens other sites in a new tab and drops unsafe URLs', () => {
    const out = renderWidget(site, <ConfigLink href="https://example.com">x</ConfigLink>)
    expect(out).toMatch(/href="https:\/\/example.com" target="_blank" rel="noopener noreferrer"/)
    expect(renderWidget(site, <ConfigLink href="data:text/html,x">y</ConfigLink>)).toBe(
      '<span>y</span>'
    )
  })
})

describe('CategoryBar', () => {
  it('has Home and every category as pills, the current one marked, and the index link', () => {
    const html = renderWidget(site, <CategoryBar current="Gear" scrollLabel="Scroll to the end" />)
    expect(html).toMatch(/data-category-bar=""/)
    expect(html.match(/data-part="pill"/g)).toHaveLength(1 + site.categories.length)
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/category\/Gear"/)
    expect(html.match(/aria-current/g)).toHaveLength(1)
    expect(html).toMatch(/aria-label="Scroll to the end"/)
    expect(html).toMatch(/data-part="more"[^>]*href="\/category"/)
  })
})

describe('WaveHeader', () => {
  it('draws its content, the blurred picture and four waves', () => {
    const html = renderWidget(
      site,
      <WaveHeader image="/images/c.webp">
        <h1>Title</h1>
      </WaveHeader>
    )
    expect(html).toMatch(/data-hero="waves"/)
    expect(html).toMatch(/<h1>Title<\/h1>/)
    expect(html).toMatch(/<img src="\/images\/c.webp"/)
    expect(html.match(/<use /g)).toHaveLength(4)
  })
})

describe('AnalyticsCard', () => {
  it('counts whole days since the start, null for a bad date', () => {
    expect(daysSince('2021-09-21', Date.UTC(2021, 8, 23, 12))).toBe(2)
    expect(daysSince('not a date', 0)).toBeNull()
    expect(daysSince('2030-01-01', Date.UTC(2021, 0, 1))).toBe(0)
  })

  it('adds the days row with its label (filled in the browser) and takes the labels given', () => {
    const html = renderWidget(
      site,
      <AnalyticsCard since="2021-09-21" labels={{ posts: 'Posts:', days: 'Days:' }} />
    )
    expect(html).toMatch(/data-row="posts"[^>]*><dt>Posts:<\/dt><dd[^>]*>3<\/dd>/)
    expect(html).toMatch(/data-row="days"[^>]*><dt>Days:<\/dt>/)
    expect(renderWidget(site, <AnalyticsCard since="nope" />)).not.toMatch(/data-row="days"/)
  })
})

describe('RandomPostButton', () => {
  it('shows given content, which then names the button', () => {
    const html = renderWidget(site, <RandomPostButton>Wander →</RandomPostButton>)
    expect(html).toMatch(/<button[^>]*data-random-post=""[^>]*>Wander →<\/button>/)
    expect(html).not.toMatch(/aria-label=/)
  })
})
