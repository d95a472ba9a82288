import { beforeAll, describe, expect, it } from 'vitest'
import type { LayoutName, PageProps, SearchPageProps } from '../../lib/content/layout-props'
import {
  archiveProps,
  categoryIndexProps,
  indexPageProps,
  postProps,
  siteProps,
  tagIndexProps,
  tagPageProps
} from '../../lib/content/page-props'
import { searchPageProps } from '../../lib/content/search-props'
import { buildSiteData } from '../../lib/content/site-data'
import type { SiteData } from '../../lib/content/site-types'
import { setLogSink } from '../../lib/log'
import { THEMES } from '../../themes/registry'
import { THEME_IDS } from '../../themes/theme-ids'
import { paragraph, heading, code } from '../../scripts/lib/blocks'
import { buildWorkspace } from '../../scripts/lib/workspace-builder'
import { renderPage } from '../support/render-page'

// Generated data: enough posts for two pages, a locked post, tags, categories and a notice.
function generatedSite(): SiteData {
  const rows = Array.from({ length: 15 }, (_, i) => ({
    title: `Post ${i}`,
    slug: `post-${i}`,
    category: i % 2 ? 'Odd' : 'Even',
    tags: [`tag-${i % 3}`, 'all'],
    date: `2024-0${1 + (i % 9)}-1${i % 10}`,
    summary: `Summary ${i}`,
    blocks: [heading(1, `Heading ${i}`), paragraph(`Body ${i}`), code('TypeScript', 'const x = 1')]
  }))
  const workspace = buildWorkspace(
    { seed: 'contract', name: 'Contract', time: Date.UTC(2024, 0, 1) },
    [
      ...rows,
      { title: 'Locked', slug: 'locked', password: 'secret', date: '2024-02-02' },
      { title: 'About', slug: 'about', type: 'Page' },
      { title: 'Notice', type: 'Notice', blocks: [paragraph('Hello visitors')] }
    ]
  )
  const built = buildSiteData(
    { fetchedAt: '2024-06-01T00:00:00Z', ...workspace },
    { now: Date.UTC(2024, 11, 1) }
  )
  return built
}

const LAYOUT_NAMES: LayoutName[] = [
  'LayoutIndex',
  'LayoutPostList',
  'LayoutSearch',
  'LayoutArchive',
  'LayoutCategoryIndex',
  'LayoutTagIndex',
  'LayoutSlug',
  'Layout404'
]

const layouts = async (data: SiteData): Promise<Record<LayoutName, PageProps>> => ({
  LayoutIndex: { layout: 'LayoutIndex', ...indexPageProps(data)! },
  LayoutPostList: { layout: 'LayoutPostList', ...tagPageProps(data, 'all', 2)! },
  LayoutSearch: { layout: 'LayoutSearch', ...(searchPageProps(data, 'post') as SearchPageProps) },
  LayoutArchive: { layout: 'LayoutArchive', ...archiveProps(data) },
  LayoutCategoryIndex: { layout: 'LayoutCategoryIndex', ...categoryIndexProps(data) },
  LayoutTagIndex: { layout: 'LayoutTagIndex', ...tagIndexProps(data) },
  LayoutSlug: { layout: 'LayoutSlug', ...(await postProps(data, '/article/post-3'))! },
  Layout404: { layout: 'Layout404', siteProps: siteProps(data) }
})

describe('the theme contract', () => {
  let data: SiteData
  beforeAll(() => {
    const restore = setLogSink(() => undefined)
    data = generatedSite()
    restore()
  })

  it('registers only known theme ids', () => {
    for (const id of Object.keys(THEMES)) expect(THEME_IDS).toContain(id)
  })

  for (const id of Object.keys(THEMES)) {
    describe(`theme ${id}`, () => {
      for (const name of LAYOUT_NAMES) {
        it(`renders ${name} inside one #theme-${id} root`, async () => {
          const page = (await layouts(data))[name]
          page.siteProps = { ...page.siteProps, config: { ...page.siteProps.config, THEME: id } }
          const html = await renderPage(page)
          expect(html.match(/id="theme-/g)).toHaveLength(1)
          expect(html).toContain(`id="theme-${id}"`)
          expect(html).toContain('Contract')
          // One main landmark: bodies (the article's, the notice's) render none of their own.
          expect(html.match(/<main[\s>]/g)).toHaveLength(1)
        })
      }

      it('shows the content of each screen', async () => {
        const all = await layouts(data)
        const withTheme = (page: PageProps): PageProps => ({
          ...page,
          siteProps: { ...page.siteProps, config: { ...page.siteProps.config, THEME: id } }
        })
        expect(await renderPage(withTheme(all.LayoutIndex))).toContain('Post 0')
        expect(await renderPage(withTheme(all.LayoutSlug))).toContain('Body 3')
        expect(await renderPage(withTheme(all.LayoutArchive))).toContain('Post 14')
        expect(await renderPage(withTheme(all.LayoutCategoryIndex))).toContain('Odd')
        expect(await renderPage(withTheme(all.LayoutTagIndex))).toContain('tag-2')
        expect(await renderPage(withTheme(all.Layout404))).toContain('404')
      })
    })
  }
})
