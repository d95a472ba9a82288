import { beforeAll, describe, expect, it } from 'vitest'
import { SearchHits } from '@/components/SearchHits'
import type { SiteProps } from '@/lib/theme/props'
import { renderWidget, widgetSite } from '@/tests/components/widgets/site'

let site: SiteProps

beforeAll(() => {
  site = widgetSite()
})

const hits = [
  { href: '/a/one', title: 'Light one', snippet: 'in low light' },
  { href: '/a/two', title: 'Two', snippet: '' }
]

describe('SearchHits', () => {
  it('highlights the query in titles and snippets as a divided list by default', () => {
    const html = renderWidget(site, <SearchHits hits={hits} query="light" />)
    expect(html).toMatch(/<ul data-part="hits" class="divide-y/)
    expect(html.match(/data-part="hit"/g)).toHaveLength(2)
    expect(html.match(/data-search-hit=""/g)?.length ?? 0).toBeGreaterThanOrEqual(2)
  })

  it('lets the class slots replace its own classes (the item slot adds)', () => {
    const html = renderWidget(
      site,
      <SearchHits
        hits={hits}
        query="light"
        classes={{
          list: 'grid divide-y-0',
          item: 'card',
          link: 'p-5',
          title: 'big',
          snippet: 'dim'
        }}
      />
    )
    expect(html).toMatch(/<ul data-part="hits" class="grid divide-y-0"/)
    expect(html).toMatch(/<li data-part="hit" class="card"><a class="p-5"/)
    expect(html).toMatch(/class="block big"/)
    expect(html).toMatch(/class="dim"/)
    expect(html).not.toMatch(/divide-neutral-200|font-medium|text-neutral-600/)
  })
})
