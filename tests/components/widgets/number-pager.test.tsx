import { beforeAll, describe, expect, it } from 'vitest'
import { NumberPager } from '@/components/NumberPager'
import type { SiteProps } from '@/lib/theme/props'
import { renderWidget, widgetSite } from '@/tests/components/widgets/site'

let site: SiteProps

beforeAll(() => {
  site = widgetSite()
})

describe('NumberPager', () => {
  it('links the neighbours and the ends, marks the current page, and has arrows', () => {
    const html = renderWidget(
      site,
      <NumberPager page={5} pageCount={9} basePath="/category/Film" />
    )
    expect(html).toMatch(
      /rel="prev"[^>]*href="\/category\/Film\/page\/4"|href="\/category\/Film\/page\/4"[^>]*rel="prev"/
    )
    expect(html).toContain('href="/category/Film"')
    expect(html).toContain('href="/category/Film/page/9"')
    expect(html).toMatch(/aria-current="page"[^>]*>5<\/span>/)
    expect(html.match(/…/g)).toHaveLength(2)
    expect(html).toContain('aria-label="Page 6"')
  })

  it('has no back arrow on page 1, no forward arrow on the last, nothing for one page', () => {
    expect(renderWidget(site, <NumberPager page={1} pageCount={3} basePath="" />)).not.toContain(
      'rel="prev"'
    )
    expect(renderWidget(site, <NumberPager page={3} pageCount={3} basePath="" />)).not.toContain(
      'rel="next"'
    )
    expect(renderWidget(site, <NumberPager page={1} pageCount={1} basePath="" />)).toBe(
      renderWidget(site, null)
    )
  })
})
