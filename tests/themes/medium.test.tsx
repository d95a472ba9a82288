import { describe, expect, it } from 'vitest'
import { indexPageProps, postProps } from '../../lib/pages/page-props'
import { buildSiteData } from '../../lib/content/site-data'
import { setLogSink } from '../../lib/log'
import { heading, paragraph } from '../../scripts/lib/blocks'
import { buildWorkspace } from '../../scripts/lib/workspace-builder'
import { renderPage } from '../support/render-page'

const workspace = buildWorkspace({ seed: 'md', name: 'Reads', time: Date.UTC(2024, 0, 1) }, [
  {
    title: 'First light',
    slug: 'first-light',
    category: 'Essays',
    tags: ['dawn', 'walks'],
    summary: 'A morning on the hill.',
    cover: 'https://images.example.com/dawn.jpg',
    date: '2024-01-05',
    blocks: [
      paragraph('The preview paragraph'),
      heading(2, 'Up the hill'),
      heading(2, 'At the top'),
      heading(2, 'Down')
    ]
  },
  { title: 'Second', slug: 'second', date: '2024-01-03', blocks: [paragraph('Body')] }
])

function site(env: Record<string, string>) {
  const restore = setLogSink(() => undefined)
  const data = buildSiteData(
    { fetchedAt: '2024-06-01T00:00:00Z', ...workspace },
    { now: Date.UTC(2024, 11, 1), env: { THEME: 'medium', SITE_LANG: 'en-US', ...env } }
  )
  restore()
  return data
}

const home = (env: Record<string, string> = {}) =>
  renderPage({ layout: 'LayoutIndex', ...indexPageProps(site(env))! })

async function article(env: Record<string, string> = {}) {
  const props = await postProps(site(env), 'article/first-light')
  return renderPage({ layout: 'LayoutSlug', ...props! }, '/article/first-light')
}

describe('medium', () => {
  it('draws feed rows: cover, title, day, category and tag minis, summary', async () => {
    const html = await home()
    expect(html).toContain('id="theme-medium"')
    expect(html).toMatch(
      /data-part="cover"[^>]*src="https:\/\/images.example.com\/dawn.jpg"|src="https:\/\/images.example.com\/dawn.jpg"[^>]*data-part="cover"/
    )
    expect(html).toContain('data-mini="category"')
    expect(html).toContain('#dawn')
    expect(html).toContain('A morning on the hill.')
    expect(html).not.toContain('data-part="read-more"')
  })

  it('follows the list switches: no cover, category or tags', async () => {
    const html = await home({
      MEDIUM_POST_LIST_COVER: 'false',
      MEDIUM_POST_LIST_CATEGORY: 'false',
      MEDIUM_POST_LIST_TAG: 'false'
    })
    expect(html).not.toContain('data-part="cover"')
    expect(html).not.toContain('data-mini=')
  })

  it('shows the Notion preview with a green "read more" when previews are on', async () => {
    const html = await home({ POST_LIST_PREVIEW: 'true' })
    expect(html).toContain('The preview paragraph')
    expect(html).toMatch(/data-part="read-more"[^>]*>Read more/)
    const off = await home({ POST_LIST_PREVIEW: 'true', MEDIUM_POST_LIST_PREVIEW: 'false' })
    expect(off).not.toContain('data-part="read-more"')
    expect(off).toContain('A morning on the hill.')
  })

  it('keeps the top bar with the title when the menu has no entries', async () => {
    const html = await home({
      MEDIUM_MENU_CATEGORY: 'false',
      MEDIUM_MENU_TAG: 'false',
      MEDIUM_MENU_ARCHIVE: 'false',
      MEDIUM_MENU_SEARCH: 'false'
    })
    expect(html).toMatch(/data-medium-top-bar=""[\s\S]*Reads/)
    expect(html).not.toContain('aria-label="Open menu"')
    expect(await home()).toContain('aria-label="Open menu"')
  })

  it('gives an article its contents tab, the author link and the category and tags row', async () => {
    const html = await article()
    expect(html).toContain('role="tab"')
    expect(html).toContain('data-tab="toc"')
    expect(html).toContain('data-tab="about"')
    expect(html).toMatch(
      /href="\/about"[^>]*data-part="author"|data-part="author"[^>]*href="\/about"/
    )
    expect(html).toContain('data-mini="tag"')
    const bare = await article({
      MEDIUM_POST_DETAIL_CATEGORY: 'false',
      MEDIUM_POST_DETAIL_TAG: 'false'
    })
    expect(bare).not.toContain('data-mini=')
  })

  it('draws the right panel dark with MEDIUM_RIGHT_PANEL_DARK, and the back-to-top by its switch', async () => {
    expect(await home()).not.toMatch(/data-medium-panel=""[^>]*data-dark/)
    expect(await home({ MEDIUM_RIGHT_PANEL_DARK: 'true' })).toMatch(
      /data-medium-panel=""[^>]*data-dark="true"[^>]*class="[^"]*\bdark\b/
    )
    expect(await home()).toContain('data-widget="floating-actions"')
    expect(await home({ MEDIUM_WIDGET_TO_TOP: 'false' })).not.toContain(
      'data-widget="floating-actions"'
    )
  })
})
