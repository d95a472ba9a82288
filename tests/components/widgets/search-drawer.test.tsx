import { beforeAll, describe, expect, it } from 'vitest'
import { SearchDrawer } from '@/components/SearchDrawer'
import { TagStrip } from '@/components/TagStrip'
import { CategoryList } from '@/components/widgets/CategoryList'
import type { SiteProps } from '@/lib/theme/props'
import { categoryHref, CATEGORY_INDEX_PATH } from '@/lib/routing/routes'
import { renderWidget, widgetSite } from '@/tests/components/widgets/site'

let site: SiteProps

beforeAll(() => {
  site = widgetSite()
})

const count = (html: string, part: string) => html.split(part).length - 1

describe('SearchDrawer', () => {
  it('is a dialog named Search holding the search field, the categories and the tags', () => {
    const html = renderWidget(site, <SearchDrawer onClose={() => undefined} />)
    expect(html).toMatch(/role="dialog" aria-modal="true" aria-label="Search"/)
    expect(html).toMatch(/<div role="search"[^>]*><input[^>]*aria-label="Search"/)
    expect(html).toContain('data-widget="categories"')
    expect(html).toContain('data-widget="tags"')
    expect(html).toContain('href="/category/Film"')
  })

  it('lists at most the given numbers of categories and tags, in their slots', () => {
    const html = renderWidget(
      site,
      <SearchDrawer
        onClose={() => undefined}
        categoryLimit={1}
        tagLimit={1}
        classes={{ panel: 'bg-panel', categorySlots: { link: 'cat-link' } }}
      />
    )
    expect(count(html, 'class="hover:underline cat-link"')).toBe(1)
    expect(count(html, 'data-weight=')).toBe(1)
    expect(html).toContain('bg-panel')
  })
})

describe('CategoryList and TagStrip for category chips', () => {
  it('CategoryList keeps the first `limit` categories', () => {
    expect(count(renderWidget(site, <CategoryList />), 'data-part="item"')).toBe(2)
    expect(count(renderWidget(site, <CategoryList limit={1} />), 'data-part="item"')).toBe(1)
  })

  it('TagStrip links other names where told, the current chip back to their index', () => {
    const html = renderWidget(
      site,
      <TagStrip
        tags={site.categories}
        active="Film"
        href={categoryHref}
        resetHref={CATEGORY_INDEX_PATH}
        classes={{ current: 'is-current' }}
      />
    )
    expect(html).toMatch(/aria-current="page" class="[^"]*is-current" href="\/category">Film/)
    expect(html).toContain('href="/category/Gear"')
    expect(html).not.toContain('/tag/')
  })
})
