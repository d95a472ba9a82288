import { beforeAll, describe, expect, it } from 'vitest'
import { OverlayCard } from '@/components/post-list/OverlayCard'
import { archiveMonthHref } from '@/lib/routing/routes'
import type { SiteProps } from '@/lib/theme/props'
import { renderWidget, widgetSite } from '@/tests/components/widgets/site'

let site: SiteProps

beforeAll(() => {
  site = widgetSite()
})

const aPost = () => {
  if (!site.notice) throw new Error('the widget site has a notice')
  return { ...site.notice.post, title: 'Over the top', summary: 'A short summary', href: '/a/x' }
}

describe('OverlayCard', () => {
  it('lays the title over a lazy, sized cover, then the summary and the footer', () => {
    const html = renderWidget(
      site,
      <OverlayCard post={aPost()} cover="/c.webp" index={1} summary footer={<span>May 1</span>} />
    )
    expect(html).toMatch(/data-card="overlay" data-cover=""/)
    expect(html).toMatch(/<img src="\/c-800.webp"[^>]*width="800" height="450" loading="lazy"/)
    // The picture's link is hidden from the tab order; the title is the card's real link.
    expect(html).toMatch(/tabindex="-1" aria-hidden="true"[^>]*><img/)
    expect(html).toMatch(/data-part="shade".*data-part="title"[^>]*><a [^>]*href="\/a\/x"/)
    expect(html).toContain('>Over the top</a>')
    expect(html).toMatch(/data-part="summary"[^>]*>A short summary/)
    expect(html).toMatch(/data-part="footer"[^>]*><span>May 1<\/span>/)
  })

  it('keeps the title on a plain band without a cover and drops the summary when asked', () => {
    const html = renderWidget(site, <OverlayCard post={aPost()} cover={null} index={0} />)
    expect(html).not.toContain('<img')
    expect(html).not.toContain('data-cover')
    expect(html).toContain('>Over the top</a>')
    expect(html).not.toContain('A short summary')
    expect(html).not.toContain('data-part="footer"')
  })
})

describe('archiveMonthHref', () => {
  it("links a date to its month's group in the archive", () => {
    expect(archiveMonthHref('2024-03-09T10:00:00.000Z')).toBe('/archive#2024-03')
  })
})
