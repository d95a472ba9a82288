import { RouterContext } from '@/components/next-internals/router-context'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { siteProps } from '../../lib/pages/page-props'
import { summaryOf } from '../../lib/content/site-types'
import type { PostSummary } from '../../lib/content/types'
import { buildSiteData } from '../../lib/content/site-data'
import { setLogSink } from '../../lib/log'
import { paragraph } from '../../scripts/lib/blocks'
import { buildWorkspace } from '../../scripts/lib/workspace-builder'
import { theme as simpleTheme } from '../../themes/simple'
import { InlineSearch } from '../../components/InlineSearch'
import { Masthead } from '../../themes/simple/components/Masthead'
import { NavBar } from '../../themes/simple/components/NavBar'
import { PostMeta } from '../../themes/simple/components/PostMeta'
import { TopBar } from '../../themes/simple/components/TopBar'
import { ThemeProvider } from '../../components/theme/theme-context'
import { staticRouter } from '../support/render-page'

const workspace = buildWorkspace({ seed: 'simple', name: 'Simple', time: Date.UTC(2024, 0, 1) }, [
  { title: 'One', slug: 'one', date: '2024-03-02', blocks: [paragraph('Body')] }
])

/** Renders a piece of simple over the site with these environment settings. */
function renderWith(env: Record<string, string>, node: (post: PostSummary) => ReactNode) {
  const restore = setLogSink(() => undefined)
  const data = buildSiteData({ fetchedAt: '2024-06-01T00:00:00Z', ...workspace }, { env })
  const site = siteProps(data)
  restore()
  const first = data.posts[0]
  if (!first) throw new Error('the workspace has a post')
  const post = summaryOf(first)
  return renderToStaticMarkup(
    <RouterContext.Provider value={staticRouter('/')}>
      <ThemeProvider theme={simpleTheme} site={site}>
        {node(post)}
      </ThemeProvider>
    </RouterContext.Provider>
  )
}

describe('simple', () => {
  it('shows no tip bar while its text is empty or the bar is off', () => {
    expect(renderWith({ THEME: 'simple' }, () => <TopBar />)).toBe('')
    const off = { THEME: 'simple', SIMPLE_TOP_BAR: 'false', SIMPLE_TOP_BAR_CONTENT: 'Hi' }
    expect(renderWith(off, () => <TopBar />)).toBe('')
  })

  it('renders the tip bar and tagline as text, never as markup', () => {
    const env = {
      THEME: 'simple',
      SIMPLE_TOP_BAR_CONTENT: '<img src=x onerror=alert(1)>Sale',
      SIMPLE_LOGO_DESCRIPTION: '<b>Bold</b> tagline'
    }
    const bar = renderWith(env, () => <TopBar />)
    expect(bar).toContain('&lt;img src=x onerror=alert(1)&gt;Sale')
    expect(bar).not.toContain('<img')
    const head = renderWith(env, () => <Masthead />)
    expect(head).toContain('&lt;b&gt;Bold&lt;/b&gt; tagline')
    expect(head).not.toContain('<b>')
  })

  it('links the author only to a safe SIMPLE_AUTHOR_LINK, the day to its archive month', () => {
    const meta = (link: string) =>
      renderWith({ THEME: 'simple', SIMPLE_AUTHOR_LINK: link }, (post) => <PostMeta post={post} />)
    expect(meta('https://example.com/me')).toMatch(
      /<a href="https:\/\/example.com\/me"[^>]*data-part="author"/
    )
    expect(meta('javascript:alert(1)')).not.toContain('javascript:')
    expect(meta('#')).toMatch(/<span data-part="author">/)
    expect(meta('#')).toContain('href="/archive#2024-03"')
  })

  it('renders the nav bar closed: the menu and a search button that expands in place', () => {
    const nav = renderWith({ THEME: 'simple' }, () => <NavBar />)
    expect(nav).toContain('data-inline-search="closed"')
    expect(nav).toContain('href="/archive"')
    expect(nav).toMatch(/<button[^>]*aria-label="Open search"[^>]*aria-expanded="false"/)
    expect(nav).not.toContain('<input')
  })

  it('leaves aria-expanded off a search button that opens the modal instead', () => {
    const row = renderWith({ THEME: 'simple' }, () => (
      <InlineSearch modal>
        <span>Menu</span>
      </InlineSearch>
    ))
    expect(row).toContain('<span>Menu</span>')
    expect(row).toMatch(/<button[^>]*aria-label="Open search"/)
    expect(row).not.toContain('aria-expanded')
  })
})
