import { RouterContext } from '@/components/next-internals/router-context'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { siteProps } from '../../lib/pages/page-props'
import { buildSiteData } from '../../lib/content/site-data'
import { setLogSink } from '../../lib/log'
import { paragraph } from '../../scripts/lib/blocks'
import { buildWorkspace } from '../../scripts/lib/workspace-builder'
import type { MenuItem } from '../../components/menu/menu-model'
import { ThemeProvider } from '../../components/theme/theme-context'
import { theme as photoTheme } from '../../themes/photo'
import { Header } from '../../themes/photo/components/Header'
import { HomeBackground } from '../../themes/photo/components/HomeBackground'
import { sectionTitle } from '../../themes/photo/components/section'
import { staticRouter } from '../support/render-page'

const workspace = buildWorkspace({ seed: 'photo', name: 'Pho', time: Date.UTC(2024, 0, 1) }, [
  { title: 'One', slug: 'one', date: '2024-01-02', blocks: [paragraph('Body')] }
])

/** photo's masthead at `path` over a site with these environment settings. */
function headerWith(env: Record<string, string>, path = '/', part = <Header />) {
  const restore = setLogSink(() => undefined)
  const site = siteProps(
    buildSiteData({ fetchedAt: '2024-06-01T00:00:00Z', ...workspace }, { env })
  )
  restore()
  return renderToStaticMarkup(
    <RouterContext.Provider value={staticRouter(path)}>
      <ThemeProvider theme={photoTheme} site={site}>
        {part}
      </ThemeProvider>
    </RouterContext.Provider>
  )
}

const item = (title: string, href: string, subMenus: MenuItem[] = []): MenuItem => ({
  id: href,
  name: title,
  title,
  href,
  target: '_self',
  icon: null,
  show: true,
  subMenus
})

describe('photo title menu', () => {
  it('names the section of the path (sub-menus included), else nothing', () => {
    const items = [
      item('Home', '/'),
      item('Archive', '/archive'),
      item('More', '#', [item('Travel', '/category/Travel')])
    ]
    expect(sectionTitle(items, '/archive#2024-01')).toBe('Archive')
    expect(sectionTitle(items, '/category/Travel?theme=photo')).toBe('Travel')
    expect(sectionTitle(items, '/')).toBe('Home')
    expect(sectionTitle(items, '/article/one')).toBeNull()
    expect(sectionTitle(items.slice(1), '/')).toBeNull()
  })

  it('renders the bio as a closed toggle whose hidden panel holds the menu links', () => {
    const html = headerWith({ THEME: 'photo', BIO: 'Shot on film.' })
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Shot on film\.<\/button>/)
    expect(html).toMatch(/<div id="[^"]+" hidden="" data-part="backdrop"/)
    for (const href of ['/category', '/tag', '/archive', '/search']) {
      expect(html).toContain(`href="${href}"`)
    }
    expect(html).not.toMatch(/href="\/"[^>]*>Home</)
  })

  it('follows its menu switches and names the section it is in', () => {
    const html = headerWith(
      { THEME: 'photo', PHOTO_MENU_INDEX: 'true', PHOTO_MENU_TAG: 'false' },
      '/archive'
    )
    expect(html).toMatch(/href="\/"[^>]*>Home</)
    expect(html).not.toContain('href="/tag"')
    expect(html).toMatch(/aria-expanded="false"[^>]*>Archive<\/button>/)
  })
})

describe('photo home background', () => {
  it('shows the banner image edge to edge, and nothing for an unsafe address', () => {
    const env = { THEME: 'photo', HOME_BANNER_IMAGE: 'https://images.example.com/dunes.jpg' }
    const html = headerWith(env, '/', <HomeBackground />)
    expect(html).toContain('data-home-background=""')
    expect(html).toMatch(/<img src="https:\/\/images.example.com\/dunes.jpg"[^>]*loading="eager"/)
    const unsafe = { ...env, HOME_BANNER_IMAGE: 'javascript:alert(1)' }
    expect(headerWith(unsafe, '/', <HomeBackground />)).not.toContain('javascript:')
  })
})
