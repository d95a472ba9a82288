import { beforeAll, describe, expect, it } from 'vitest'
import { FooterBar } from '@/components/FooterBar'
import type { SiteProps } from '@/lib/theme/props'
import { renderWidget, widgetSite } from '@/tests/components/widgets/site'

let site: SiteProps

beforeAll(() => {
  site = widgetSite()
})

describe('FooterBar', () => {
  it('puts the named dark toggle beside the copyright, the switches at the end', () => {
    const html = renderWidget(site, <FooterBar classes={{ toggle: 'tog', end: 'ends' }} />, {
      THEME_SWITCH: true
    })
    expect(html).toMatch(/^<div data-part="footer-bar"/)
    expect(html).toMatch(
      /<button[^>]*class="tog"[^>]*aria-label="Toggle dark mode"|<button[^>]*aria-label="Toggle dark mode"[^>]*class="tog"/
    )
    expect(html).toMatch(/<footer[^>]*><p>© [^<]*\d{4}/)
    expect(html).toContain('Theme: plog')
    expect(html.indexOf('Toggle dark mode')).toBeLessThan(
      html.indexOf('class="flex items-center gap-3 text-xs ends"')
    )
  })

  it('lets a theme replace its layout utilities', () => {
    const html = renderWidget(
      site,
      <FooterBar classes={{ align: 'items-start', start: 'gap-2' }} />
    )
    expect(html).toContain('class="flex flex-wrap justify-between gap-4 items-start"')
    expect(html).toContain('class="flex items-center gap-2"')
  })
})
