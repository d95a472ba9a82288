import { describe, expect, it } from 'vitest'
import { indexPageProps, postProps, siteProps } from '../../lib/pages/page-props'
import { searchPageProps } from '../../lib/pages/search-props'
import { buildSiteData } from '../../lib/content/site-data'
import { setLogSink } from '../../lib/log'
import { heading, paragraph } from '../../scripts/lib/blocks'
import { renderPage } from '../support/render-page'
import { workspaceOf } from '../support/workspace'

// More posts than a list page holds, so the home page's full directory is not just its page.
function site(env: Record<string, string>) {
  const rows = Array.from({ length: 14 }, (_, i) => ({
    title: `Post ${i}`,
    slug: `post-${i}`,
    category: i < 7 ? 'Site Notes' : 'Tools',
    date: `2024-01-${String(20 - i).padStart(2, '0')}`,
    summary: i === 0 ? 'Read first' : undefined,
    blocks: [heading(1, 'One'), paragraph('x'), heading(1, 'Two'), heading(1, 'Three')]
  }))
  const outside = {
    title: 'Outside',
    slug: 'https://example.com/docs',
    category: 'Tools',
    date: '2024-01-01',
    summary: 'An outside page'
  }
  const workspace = workspaceOf([...rows, outside], { seed: 'nav', name: 'Links' })
  const restore = setLogSink(() => undefined)
  try {
    return buildSiteData(workspace, { now: Date.UTC(2024, 11, 1), env })
  } finally {
    restore()
  }
}

const home = (env: Record<string, string>) => {
  const data = site({ THEME: 'nav', NEXT_PUBLIC_LANG: 'en-US', POSTS_PER_PAGE: '6', ...env })
  return renderPage({ layout: 'LayoutIndex', ...indexPageProps(data)! })
}

describe('nav', () => {
  it('server-renders every listed post as a tile under its category heading', async () => {
    const html = await home({})
    expect(html).toContain('id="theme-nav"')
    expect(html.match(/data-link-tile=""/g)).toHaveLength(15)
    expect(html).toMatch(/<h2 id="Site-Notes"/)
    expect(html).toMatch(/<h2 id="Tools"/)
    expect(html).toContain('>Read first</span>')
    expect(html).toContain('>No description</span>')
    const outside = html.match(/<a [^>]*href="https:\/\/example.com\/docs"[^>]*>/)?.[0] ?? ''
    expect(outside).toContain('target="_blank"')
    expect(outside).toContain('rel="noopener noreferrer"')
  })

  it('keeps runs of the database order apart when NAV_AUTO_SORT is off', async () => {
    const data = site({ THEME: 'nav', NAV_AUTO_SORT: 'false' })
    const html = await renderPage({ layout: 'LayoutIndex', ...indexPageProps(data)! })
    expect(html).toMatch(/<h2 id="Site-Notes"/)
    expect(html).toMatch(/<h2 id="Tools"/)
  })

  it('lists the categories as "# name" anchors when NAV_USE_CUSTOM_MENU is off', async () => {
    const html = await home({ NAV_USE_CUSTOM_MENU: 'false' })
    expect(html).toContain('href="/#Site-Notes"')
    expect(html).toContain('href="/#Tools"')
  })

  it('carries the links on the home and search pages only', async () => {
    const data = site({ THEME: 'nav' })
    expect(indexPageProps(data)!.siteProps.themeData.links).toHaveLength(15)
    expect(indexPageProps(data, 2)?.siteProps.themeData.links).toBeUndefined()
    expect(siteProps(data).themeData.links).toBeUndefined()
    const search = searchPageProps(data, 'tools')
    expect(search && 'siteProps' in search && search.siteProps.themeData.links).toHaveLength(15)
  })

  it('shows the search page as the directory with the keyword filled in', async () => {
    const data = site({ THEME: 'nav' })
    const props = searchPageProps(data, 'outside')
    if (!props || !('siteProps' in props)) throw new Error('no search page')
    const html = await renderPage({ layout: 'LayoutSearch', ...props })
    expect(html).toMatch(/<input[^>]*type="search"[^>]*value="outside"/)
    expect(html.match(/data-link-tile=""/g)).toHaveLength(1)
  })

  it('renders a post with its title, contents button and rail', async () => {
    const data = site({ THEME: 'nav' })
    const html = await renderPage({
      layout: 'LayoutSlug',
      ...(await postProps(data, '/article/post-0'))!
    })
    expect(html).toContain('>Post 0</h1>')
    expect(html).toContain('data-toc-button')
  })
})
