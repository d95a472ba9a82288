import { RouterContext } from '@/components/next-internals/router-context'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { SearchLayout, type SearchLayoutProps } from '@/components/layout/SearchLayout'
import { ThemeProvider } from '@/components/theme/theme-context'
import type { SearchPageProps } from '@/lib/theme/layout-props'
import { searchPageProps } from '@/lib/pages/search-props'
import { buildSiteData } from '@/lib/content/site-data'
import type { SiteData } from '@/lib/content/site-types'
import { setLogSink } from '@/lib/log'
import { paragraph } from '@/scripts/lib/blocks'
import { buildWorkspace } from '@/scripts/lib/workspace-builder'
import { staticRouter } from '@/tests/support/render-page'
import { theme as exampleTheme } from '@/themes/example'

let data: SiteData

beforeAll(() => {
  const restore = setLogSink(() => undefined)
  const workspace = buildWorkspace(
    { seed: 'search-layout', name: 'S', time: Date.UTC(2024, 0, 1) },
    [
      { title: 'Lights', slug: 'lights', date: '2024-01-02', blocks: [paragraph('low light')] },
      { title: 'Other', slug: 'other', date: '2024-01-03', blocks: [paragraph('nothing')] }
    ]
  )
  data = buildSiteData({ fetchedAt: '2024-06-01T00:00:00Z', ...workspace })
  restore()
})

const pageFor = (keyword: string): SearchPageProps =>
  searchPageProps(data, keyword) as SearchPageProps

function render(
  page: SearchPageProps,
  props: Omit<SearchLayoutProps, 'page' | 'children'> = {},
  query: Record<string, string> = {}
) {
  return renderToStaticMarkup(
    <RouterContext.Provider value={{ ...staticRouter('/search'), query }}>
      <ThemeProvider theme={exampleTheme} site={page.siteProps}>
        <SearchLayout page={page} {...props}>
          {({ box, results, keyword, browserQuery, hits }) => (
            <section data-keyword={keyword} data-browser={browserQuery} data-hits={hits.length}>
              <div data-slot="box">{box}</div>
              {results ? <div data-slot="results">{results}</div> : <p>browse</p>}
            </section>
          )}
        </SearchLayout>
      </ThemeProvider>
    </RouterContext.Provider>
  )
}

describe('SearchLayout', () => {
  it("gives a keyword page the server's highlighted hits and a box holding the keyword", () => {
    const html = render(pageFor('light'))
    expect(html).toContain('data-keyword="light"')
    expect(html).toContain('data-hits="1"')
    expect(html).toMatch(/data-slot="box"><div role="search"[^]*value="light"/)
    expect(html).toMatch(/data-slot="results">[^]*data-part="hits"[^]*href="\/article\/lights"/)
    expect(html).not.toContain('<p>browse</p>')
  })

  it('says so when the keyword found nothing, in the classes the theme gives', () => {
    const muted = render(pageFor('zzzq'))
    expect(muted).toContain('class="py-8 text-muted"')
    const own = render(pageFor('zzzq'), { emptyClassName: 'text-neutral-500' })
    expect(own).toContain('class="py-8 text-neutral-500"')
  })

  it('has no results without a query: the theme shows what to browse', () => {
    const html = render(pageFor(''))
    expect(html).toContain('data-keyword=""')
    expect(html).toContain('<p>browse</p>')
    expect(html).not.toContain('data-slot="results"')
  })

  it('searches in the browser for ?s= (loading on the server), the box holding the query', () => {
    const html = render(pageFor(''), {}, { s: ' night ' })
    expect(html).toContain('data-keyword="night"')
    expect(html).toContain('data-browser="night"')
    expect(html).toMatch(/data-slot="results">[^]*role="status"/)
    expect(html).toMatch(/value="night"/)
  })

  it("names the page's tag in the placeholder unless the theme turns that off, and takes its classes", () => {
    const tagged = { ...pageFor(''), tag: 'film' }
    expect(render(tagged)).toMatch(/placeholder="[^"]*film/)
    expect(render(tagged, { boxTag: false })).not.toMatch(/placeholder="[^"]*film/)
    expect(render(tagged, { boxClassName: 'rounded-none' })).toMatch(
      /role="search" class="[^"]*rounded-none"/
    )
  })
})
