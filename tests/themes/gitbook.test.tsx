import { describe, expect, it } from 'vitest'
import { indexPostOf } from '../../lib/pages/index-post'
import { indexPageProps, postProps, siteProps } from '../../lib/pages/page-props'
import { buildSiteData } from '../../lib/content/site-data'
import { setLogSink } from '../../lib/log'
import { paragraph } from '../../scripts/lib/blocks'
import { buildWorkspace } from '../../scripts/lib/workspace-builder'
import { filterGroups, navGroups } from '../../themes/gitbook/components/nav-groups'
import { renderPage } from '../support/render-page'

function site(env: Record<string, string>) {
  const workspace = buildWorkspace({ seed: 'gb', name: 'Docs', time: Date.UTC(2024, 0, 1) }, [
    { title: 'Intro', slug: 'intro', category: 'Guide', date: '2024-01-05' },
    { title: 'Setup', slug: 'setup', category: 'Reference', date: '2024-01-04' },
    { title: 'Deploy', slug: 'deploy', category: 'Guide', date: '2024-01-03' },
    { title: 'About', slug: 'about', type: 'Page', blocks: [paragraph('Welcome to the docs')] }
  ])
  const restore = setLogSink(() => undefined)
  const data = buildSiteData(
    { fetchedAt: '2024-06-01T00:00:00Z', ...workspace },
    { now: Date.UTC(2024, 11, 1), env }
  )
  restore()
  return data
}

async function home(env: Record<string, string>) {
  const data = site(env)
  const indexPost = await indexPostOf(data)
  return renderPage({ layout: 'LayoutIndex', ...indexPageProps(data)!, indexPost })
}

async function article(path: string) {
  const props = await postProps(site({ THEME: 'gitbook', SITE_LANG: 'en-US' }), path)
  return renderPage({ layout: 'LayoutSlug', ...props! }, path)
}

describe('gitbook breadcrumbs', () => {
  it("lead a post's page: home, its folder, the post as the current page", async () => {
    const html = await article('/article/intro')
    const nav = /<nav aria-label="Breadcrumb"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? ''
    expect(nav).toMatch(/<a[^>]*href="\/"[^>]*>Home<\/a>/)
    expect(nav).toMatch(/<a[^>]*href="\/category\/Guide"[^>]*>Guide<\/a>/)
    expect(nav).toMatch(/<span aria-current="page"[^>]*>Intro<\/span>/)
    const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(nav)?.[1] ?? '{}'
    const list = JSON.parse(ld) as { itemListElement: { name: string; position: number }[] }
    expect(list.itemListElement.map((item) => [item.position, item.name])).toEqual([
      [1, 'Home'],
      [2, 'Guide'],
      [3, 'Intro']
    ])
  })

  it('skip the folder for a page, and are absent from the home page', async () => {
    const html = await article('/about')
    expect(html).toMatch(/<nav aria-label="Breadcrumb"/)
    expect(html).not.toContain('/category/')
    expect(await home({ THEME: 'gitbook', SITE_LANG: 'en-US' })).not.toContain(
      'aria-label="Breadcrumb"'
    )
  })
})

describe('gitbook', () => {
  it('renders the GITBOOK_INDEX_PAGE post as the home page when it is the configured theme', async () => {
    const html = await home({ THEME: 'gitbook' })
    expect(html).toContain('id="theme-gitbook"')
    expect(html).toContain('Welcome to the docs')
    expect(html).not.toContain('data-index-missing')
    // The tree is in the server HTML, grouped by category.
    expect(html).toContain('data-nav-folder="Guide"')
    expect(html).toContain('data-nav-folder="Reference"')
  })

  it('tells the owner which post to create when the index post is missing', async () => {
    const html = await home({ THEME: 'gitbook', GITBOOK_INDEX_PAGE: 'start-here' })
    expect(html).toContain('data-index-missing')
    expect(html).toContain('“start-here”')
    // The pages are still listed below the note.
    expect(html).toContain('Intro')
  })

  it('carries the index post only for gitbook, and the tree of posts on every page', async () => {
    expect(await indexPostOf(site({ THEME: 'plog' }))).toBeUndefined()
    const data = site({ THEME: 'gitbook' })
    expect(siteProps(data).themeData.allPosts?.map((p) => p.title)).toEqual([
      'Intro',
      'Setup',
      'Deploy'
    ])
    expect(siteProps(data).themeData).not.toHaveProperty('indexPost')
  })

  it('groups posts by category name, or by runs of the database order', () => {
    const posts = site({ THEME: 'gitbook' }).listedPosts
    const byName = navGroups(posts, true, 'Other')
    expect(byName.map((g) => [g.category, g.posts.length])).toEqual([
      ['Guide', 2],
      ['Reference', 1]
    ])
    const runs = navGroups(posts, false, 'Other')
    expect(runs.map((g) => g.category)).toEqual(['Guide', 'Reference', 'Guide'])
    expect(new Set(runs.map((g) => g.key)).size).toBe(3)
    expect(filterGroups(byName, 'DEP').map((g) => g.posts.map((p) => p.title))).toEqual([
      ['Deploy']
    ])
  })
})
