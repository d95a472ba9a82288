import { RouterContext } from '@/components/next-internals/router-context'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { siteProps } from '../../lib/pages/page-props'
import { buildSiteData } from '../../lib/content/site-data'
import { setLogSink } from '../../lib/log'
import { paragraph } from '../../scripts/lib/blocks'
import { buildWorkspace } from '../../scripts/lib/workspace-builder'
import { theme as nobeliumTheme } from '../../themes/nobelium'
import { Nav } from '../../themes/nobelium/components/Nav'
import { ThemeProvider } from '../../components/theme/theme-context'
import { staticRouter } from '../support/render-page'

const workspace = buildWorkspace({ seed: 'nobelium', name: 'Nob', time: Date.UTC(2024, 0, 1) }, [
  { title: 'One', slug: 'one', date: '2024-01-02', blocks: [paragraph('Body')] },
  { title: 'Two', slug: 'two', date: '2024-01-03', blocks: [paragraph('Body')] }
])

/** The site with these environment settings, and nobelium's nav rendered over it. */
function navWith(env: Record<string, string>) {
  const restore = setLogSink(() => undefined)
  const site = siteProps(
    buildSiteData({ fetchedAt: '2024-06-01T00:00:00Z', ...workspace }, { env })
  )
  restore()
  const html = renderToStaticMarkup(
    <RouterContext.Provider value={staticRouter('/')}>
      <ThemeProvider theme={nobeliumTheme} site={site}>
        <Nav postTitle={null} />
      </ThemeProvider>
    </RouterContext.Provider>
  )
  return { site, html }
}

const randomButton = (html: string) => /<button[^>]*data-random-post[^>]*>/.exec(html)?.[0]

describe('nobelium nav', () => {
  it('carries no post list in its props (the random button fetches it on click), and hides on scroll', () => {
    const { site, html } = navWith({ THEME: 'nobelium' })
    expect(site.themeData.allPosts).toBeUndefined()
    expect(randomButton(html)).toBeDefined()
    expect(randomButton(html)).not.toMatch(/ disabled=""/)
    expect(html).toContain('data-sticky-mode="hide"')
    expect(html).toMatch(/aria-label="Open search"/)
  })

  it('follows its switches: static nav, no random, search or dark buttons, a plain mark', () => {
    const { html } = navWith({
      THEME: 'nobelium',
      NOBELIUM_AUTO_COLLAPSE_NAV_BAR: 'false',
      NOBELIUM_MENU_RANDOM_POST: 'false',
      NOBELIUM_MENU_SEARCH_BUTTON: 'false',
      NOBELIUM_MENU_DARKMODE_BUTTON: 'false',
      NOBELIUM_NAV_NOTION_ICON: 'false'
    })
    expect(html).toContain('data-sticky-mode="static"')
    expect(randomButton(html)).toBeUndefined()
    expect(html).not.toMatch(/aria-label="Open search"/)
    expect(html).not.toMatch(/aria-label="Toggle dark mode"/)
    expect(html).toMatch(/<rect /)
  })

  it('switched to at run time, offers the same random button', () => {
    const { site, html } = navWith({ THEME: 'plog' })
    expect(site.themeData.allPosts).toBeUndefined()
    expect(randomButton(html)).not.toMatch(/ disabled=""/)
  })
})
