import { describe, expect, it } from 'vitest'
import { exampleConf } from '@/conf/themes/example'
import { menuModel, themeMenuFlags, type MenuItem } from '@/components/menu/menu-model'

const titles = {
  HOME: 'Home',
  CATEGORY: 'Category',
  TAG: 'Tags',
  ARCHIVE: 'Archive',
  SEARCH: 'Search',
  RSS: 'RSS'
}
const all = { CATEGORY: true, TAG: true, ARCHIVE: true, SEARCH: true, RSS: true }
const nav = (title: string, href: string, subMenus: MenuItem[] = [], show = true): MenuItem => ({
  id: title,
  name: title,
  title,
  href,
  target: '_self',
  icon: null,
  show,
  subMenus
})
const hrefs = (items: MenuItem[]) => items.map((i) => i.href)

describe('menuModel', () => {
  it('shows the built-ins whose flags are on, in a fixed order', () => {
    const items = menuModel({ nav: [], customMenu: true, enableRss: true, flags: all, titles })
    expect(hrefs(items)).toEqual(['/category', '/tag', '/archive', '/search', '/feed'])
    expect(items.map((i) => i.title)).toEqual(['Category', 'Tags', 'Archive', 'Search', 'RSS'])
    const some = menuModel({
      nav: [],
      customMenu: true,
      enableRss: true,
      flags: { TAG: true, SEARCH: true, ARCHIVE: false },
      titles
    })
    expect(hrefs(some)).toEqual(['/tag', '/search'])
  })

  it('shows RSS only when ENABLE_RSS is on too, in a new tab', () => {
    const off = menuModel({ nav: [], customMenu: true, enableRss: false, flags: all, titles })
    expect(hrefs(off)).not.toContain('/feed')
    const on = menuModel({
      nav: [],
      customMenu: true,
      enableRss: true,
      flags: { RSS: true },
      titles
    })
    expect(on).toEqual([expect.objectContaining({ href: '/feed', target: '_blank' })])
  })

  it('starts with Home when asked', () => {
    const items = menuModel({
      nav: [],
      customMenu: true,
      enableRss: false,
      flags: { TAG: true },
      titles,
      home: true
    })
    expect(hrefs(items)).toEqual(['/', '/tag'])
  })

  it('lets the custom menu (CUSTOM_MENU on, Menu rows present) replace the built-ins', () => {
    const menu = [
      nav('Stories', '#', [nav('Travel', '/category/Travel'), nav('Hidden', '/x', [], false)]),
      nav('Off', '/off', [], false)
    ]
    const items = menuModel({
      nav: menu,
      customMenu: true,
      enableRss: true,
      flags: all,
      titles,
      home: true
    })
    expect(hrefs(items)).toEqual(['#'])
    expect(items[0]?.subMenus.map((s) => s.title)).toEqual(['Travel'])
  })

  it('lets custom nav items (CUSTOM_MENU off) extend the built-ins', () => {
    const pages = [nav('About', '/about')]
    const items = menuModel({
      nav: pages,
      customMenu: false,
      enableRss: false,
      flags: { ARCHIVE: true },
      titles
    })
    expect(hrefs(items)).toEqual(['/archive', '/about'])
  })
})

describe('themeMenuFlags', () => {
  it("reads the keys the theme's conf names; a missing or non-boolean flag is off", () => {
    const flags = themeMenuFlags(exampleConf.menu, {
      EXAMPLE_MENU_TAG: true,
      EXAMPLE_MENU_SEARCH: false,
      EXAMPLE_MENU_RSS: 'true',
      PLOG_MENU_ARCHIVE: true
    })
    expect(flags).toEqual({ CATEGORY: false, TAG: true, ARCHIVE: false, SEARCH: false, RSS: false })
  })
})
