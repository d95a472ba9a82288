import { beforeAll, describe, expect, it } from 'vitest'
import { CopyrightNotice } from '@/components/article/CopyrightNotice'
import type { SiteProps } from '@/lib/theme/props'
import type { PostSummary } from '@/lib/content/types'
import { renderWidget, widgetSite } from '@/tests/components/widgets/site'

let site: SiteProps

beforeAll(() => {
  site = widgetSite()
})

const post = (href: string) => ({ href, target: '_self' }) as PostSummary

describe('CopyrightNotice', () => {
  it("names the author, the post's absolute link and the licence, with slot classes", () => {
    const html = renderWidget(
      { ...site, site: { ...site.site, author: 'Wren' } },
      <CopyrightNotice post={post('/article/alpha')} classes={{ root: 'border-red-600' }} />,
      { LINK: 'https://blog.example.com/' }
    )
    expect(html).toContain('data-part="copyright"')
    expect(html).toContain('border-red-600')
    expect(html).toMatch(/<dt[^>]*>Author:<\/dt><dd[^>]*>Wren<\/dd>/)
    expect(html).toContain('href="https://blog.example.com/article/alpha"')
    expect(html).toContain('CC BY-NC-SA 4.0')
    // Only the link may break anywhere; words of the licence wrap normally.
    expect(html).toMatch(/<dd class="min-w-0">Unless stated otherwise/)
  })

  it("keeps an external post's own https link and never links a script URL", () => {
    const external = renderWidget(site, <CopyrightNotice post={post('https://elsewhere.org/p')} />)
    expect(external).toContain('href="https://elsewhere.org/p"')
    const script = renderWidget(site, <CopyrightNotice post={post('javascript:alert(1)')} />)
    expect(script).not.toContain('href="javascript:')
  })
})
