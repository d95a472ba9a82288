import { beforeAll, describe, expect, it } from 'vitest'
import { PromoBox } from '@/components/landing/PromoBox'
import { CardRow } from '@/components/post-list/CardRow'
import { LeadStory } from '@/components/post-list/LeadStory'
import type { SiteProps } from '@/lib/theme/props'
import type { PostSummary } from '@/lib/content/types'
import { renderWidget, widgetSite } from '@/tests/components/widgets/site'

let site: SiteProps

beforeAll(() => {
  site = widgetSite()
})

const lead = (): PostSummary => {
  if (!site.notice) throw new Error('the widget site has a notice')
  return {
    ...site.notice.post,
    title: 'Front page',
    summary: 'The summary',
    href: '/a/front',
    category: 'Film',
    tags: [{ name: 'bw', color: 'gray' }],
    cover: '/c.webp',
    coverThumbnail: '/c-800.webp'
  }
}

describe('CardRow', () => {
  it('lays the items in a row that snaps at every card, a grid of four on wide screens', () => {
    const html = renderWidget(
      site,
      <CardRow
        items={['a', 'b', 'c']}
        itemKey={(x) => x}
        label="Row"
        render={(x, i) => <span>{`${x}${i}`}</span>}
        classes={{ item: 'extra' }}
      />
    )
    expect(html).toMatch(/<ul aria-label="Row" data-card-row=""[^>]*snap-x snap-mandatory/)
    expect(html).toMatch(/lg:grid-cols-4/)
    expect(html.match(/<li data-part="item"[^>]*snap-start snap-always[^>]*extra/g)).toHaveLength(3)
    expect(html).toContain('<span>c2</span>')
  })

  it('renders nothing without items', () => {
    const html = renderWidget(site, <CardRow items={[]} itemKey={String} render={String} />)
    expect(html).toBe('')
  })
})

describe('LeadStory', () => {
  it('shows the eager cover, category and tag links, the title and the summary', () => {
    const html = renderWidget(site, <LeadStory post={lead()} />)
    expect(html).toMatch(/data-lead-story=""/)
    expect(html).toMatch(/<img src="\/c-800.webp"[^>]*loading="eager"[^>]*fetchPriority="high"/i)
    expect(html).toMatch(/data-part="category"[^>]*href="\/category\/Film"/)
    expect(html).toMatch(/data-part="tag"[^>]*href="\/tag\/bw"[^>]*>#bw/)
    expect(html).toMatch(/data-part="title"[^>]*><a [^>]*href="\/a\/front"[^>]*>Front page<\/a>/)
    expect(html).toMatch(/data-part="summary"[^>]*>The summary/)
  })

  it('leaves out what `show` turns off', () => {
    const html = renderWidget(
      site,
      <LeadStory post={lead()} show={{ cover: false, tags: false, summary: false }} />
    )
    expect(html).not.toContain('<img')
    expect(html).not.toContain('data-part="tag"')
    expect(html).not.toContain('The summary')
    expect(html).toContain('data-part="category"')
  })
})

describe('PromoBox', () => {
  it('draws title, text, tips and the button as plain text', () => {
    const html = renderWidget(
      site,
      <PromoBox
        title="<b>Big</b>"
        text="Line"
        tips="Tip"
        button={{ text: 'Go', href: '/about' }}
        classes={{ button: 'mint' }}
      />
    )
    expect(html).toContain('&lt;b&gt;Big&lt;/b&gt;')
    expect(html).toMatch(/data-part="tips"[^>]*>Tip/)
    expect(html).toMatch(/<a [^>]*mint[^>]*href="\/about"[^>]*>Go<\/a>/)
  })

  it('drops an unsafe button link and renders nothing when empty', () => {
    const html = renderWidget(
      site,
      <PromoBox title="T" button={{ text: 'Go', href: 'javascript:alert(1)' }} />
    )
    expect(html).not.toContain('javascript:')
    expect(html).toMatch(/<span[^>]*>Go<\/span>/)
    expect(renderWidget(site, <PromoBox title="" />)).toBe('')
  })
})
