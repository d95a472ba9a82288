import { beforeAll, describe, expect, it } from 'vitest'
import { MenuRow } from '@/components/header/MenuRow'
import type { MenuItem } from '@/components/menu/menu-model'
import type { SiteProps } from '@/lib/theme/props'
import { renderWidget, widgetSite } from '@/tests/components/widgets/site'

let site: SiteProps

beforeAll(() => {
  site = widgetSite()
})

const item = (id: string, title: string, href: string, subMenus: MenuItem[] = []): MenuItem => ({
  id,
  name: title,
  title,
  href,
  target: '_self',
  icon: null,
  show: true,
  subMenus
})

describe('MenuRow', () => {
  const items = [
    item('a', 'Archive', '/archive'),
    item('s', 'Stories', '#', [item('t', 'Travel', '/category/Travel')])
  ]

  it('draws the desktop row, the actions in order and the hamburger, through its slots', () => {
    const html = renderWidget(
      site,
      <MenuRow items={items} search classes={{ desktop: 'gap-9', button: 'btn-x' }}>
        <button type="button">Own</button>
      </MenuRow>
    )
    expect(html).toMatch(/<ul class="hidden items-center md:flex gap-9">/)
    expect(html).toContain('href="/archive"')
    const actions = html.slice(html.indexOf('data-part="actions"'))
    const order = ['Open search', '>Own<', 'Toggle dark mode', 'Open menu'].map((s) =>
      actions.indexOf(s)
    )
    expect(order.every((at) => at > 0)).toBe(true)
    expect([...order].sort((x, y) => x - y)).toEqual(order)
    expect(actions.match(/class="btn-x"/g)?.length).toBeGreaterThanOrEqual(3)
  })

  it('leaves the search button out unless asked', () => {
    expect(renderWidget(site, <MenuRow items={items} />)).not.toContain('Open search')
  })
})
