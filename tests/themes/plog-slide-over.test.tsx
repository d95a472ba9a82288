import { RouterContext } from '@/components/next-internals/router-context'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { siteProps } from '@/lib/pages/page-props'
import { type SiteProps } from '@/lib/theme/props'
import { buildSiteData } from '@/lib/content/site-data'
import { setLogSink } from '@/lib/log'
import { paragraph } from '@/scripts/lib/blocks'
import { buildWorkspace } from '@/scripts/lib/workspace-builder'
import { theme as plogTheme } from '@/themes/plog'
import { SlideOver } from '@/themes/plog/components/SlideOver'
import { ThemeProvider } from '@/components/theme/theme-context'
import { staticRouter } from '@/tests/support/render-page'

let site: SiteProps

beforeAll(() => {
  const restore = setLogSink(() => undefined)
  const workspace = buildWorkspace(
    { seed: 'slide-over', name: 'Slide', time: Date.UTC(2024, 0, 1) },
    [{ title: 'Post', slug: 'post', date: '2024-01-02', blocks: [paragraph('Body')] }]
  )
  site = siteProps(buildSiteData({ fetchedAt: '2024-06-01T00:00:00Z', ...workspace }))
  restore()
})

/** The slide-over's markup with these CONTACT_* settings over a site that sets none. */
function slideOver(contacts: Record<string, string>, rss = false): string {
  const withContacts = { ...site, config: { ...site.config, ENABLE_RSS: rss, ...contacts } }
  return renderToStaticMarkup(
    <RouterContext.Provider value={staticRouter('/')}>
      <ThemeProvider theme={plogTheme} site={withContacts}>
        <SlideOver onClose={() => undefined} />
      </ThemeProvider>
    </RouterContext.Provider>
  )
}

const heading = /<h3[^>]*>Contact me<\/h3>/

describe('plog slide-over: the "contact me" heading', () => {
  it('is absent when no CONTACT_* key is set', () => {
    const html = slideOver({})
    expect(html).toMatch(/About /)
    expect(html).not.toMatch(heading)
    expect(html).not.toContain('<ul')
  })

  it('shows with the links when one contact is set', () => {
    const html = slideOver({ CONTACT_GITHUB: 'https://github.com/wren' })
    expect(html).toMatch(heading)
    expect(html).toContain('href="https://github.com/wren"')
  })

  it('shows for an email alone, as a mailto: link', () => {
    const html = slideOver({ CONTACT_EMAIL: 'wren@example.com' })
    expect(html).toMatch(heading)
    expect(html).toContain('href="mailto:wren@example.com"')
  })

  it('is absent when the only contacts set give no link (blank or unsafe values)', () => {
    const html = slideOver({ CONTACT_TWITTER: '   ', CONTACT_GITHUB: 'javascript:alert(1)' })
    expect(html).not.toMatch(heading)
    expect(html).not.toContain('javascript:')
  })
})

describe('plog slide-over: the RSS link', () => {
  const feed =
    /<a href="\/rss\/feed.xml" target="_blank" rel="noreferrer" aria-label="RSS"[^>]*data-contact="rss"/

  it('ends the contact row when RSS is on', () => {
    const html = slideOver({ CONTACT_GITHUB: 'https://github.com/wren' }, true)
    expect(html).toMatch(feed)
    expect(html.indexOf('github.com/wren')).toBeLessThan(html.indexOf('/rss/feed.xml'))
  })

  it('makes the row alone when no contact is set', () => {
    const html = slideOver({}, true)
    expect(html).toMatch(heading)
    expect(html).toMatch(feed)
  })

  it('is absent when RSS is off', () => {
    expect(slideOver({ CONTACT_GITHUB: 'https://github.com/wren' })).not.toContain('/rss/')
  })
})
