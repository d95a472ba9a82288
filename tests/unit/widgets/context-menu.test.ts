import { describe, expect, it } from 'vitest'
import { keepsNativeMenu, menuGroups, menuPosition } from '@/lib/widgets/context-menu'
import { randomPath, sitemapPaths } from '@/lib/widgets/random-post'
import { configWith } from '@/tests/unit/integrations/setup'

describe('right-click menu model', () => {
  const none = { selection: '', clipboard: true }

  it("has NotionNext's default entries, in groups", () => {
    expect(menuGroups(configWith(), none)).toEqual([
      ['back', 'forward', 'refresh', 'home'],
      ['random-post', 'categories', 'tags'],
      ['copy-link'],
      ['dark-mode']
    ])
  })

  it('offers copying the selection only when there is one and the clipboard is writable', () => {
    const config = configWith()
    expect(menuGroups(config, { selection: 'hi', clipboard: true })[2]).toEqual([
      'copy-text',
      'copy-link'
    ])
    expect(menuGroups(config, { selection: 'hi', clipboard: false }).flat()).not.toContain(
      'copy-text'
    )
    expect(menuGroups(config, { selection: '  ', clipboard: true }).flat()).not.toContain(
      'copy-text'
    )
  })

  it('lists the theme switch only when THEME_SWITCH allows it; drops switched-off entries', () => {
    const on = { CUSTOM_RIGHT_CLICK_CONTEXT_MENU_THEME_SWITCH: 'true' }
    expect(menuGroups(configWith({ ...on, THEME_SWITCH: 'false' }), none).flat()).not.toContain(
      'theme'
    )
    expect(menuGroups(configWith(on), none).flat()).toContain('theme')
    const off = configWith({
      CUSTOM_RIGHT_CLICK_CONTEXT_MENU_RANDOM_POST: 'false',
      CUSTOM_RIGHT_CLICK_CONTEXT_MENU_CATEGORY: 'false',
      CUSTOM_RIGHT_CLICK_CONTEXT_MENU_TAG: 'false',
      CUSTOM_RIGHT_CLICK_CONTEXT_MENU_SHARE_LINK: 'false',
      CUSTOM_RIGHT_CLICK_CONTEXT_MENU_DARK_MODE: 'false'
    })
    expect(menuGroups(off, none)).toEqual([['back', 'forward', 'refresh', 'home']])
  })

  it('leaves the browser menu in form fields, with a modifier key, and on text it cannot copy', () => {
    const plain = { editable: false, modifier: false }
    expect(keepsNativeMenu(plain, none)).toBe(false)
    expect(keepsNativeMenu({ ...plain, editable: true }, none)).toBe(true)
    expect(keepsNativeMenu({ ...plain, modifier: true }, none)).toBe(true)
    expect(keepsNativeMenu(plain, { selection: 'x', clipboard: false })).toBe(true)
    expect(keepsNativeMenu(plain, { selection: 'x', clipboard: true })).toBe(false)
  })

  it('opens at the pointer, moved back inside the viewport near an edge', () => {
    const viewport = { width: 800, height: 600 }
    const size = { width: 200, height: 300 }
    expect(menuPosition({ x: 100, y: 100 }, size, viewport)).toEqual({ left: 100, top: 100 })
    expect(menuPosition({ x: 790, y: 590 }, size, viewport)).toEqual({ left: 592, top: 292 })
    expect(menuPosition({ x: -5, y: 0 }, size, viewport)).toEqual({ left: 8, top: 8 })
  })
})

describe('random post', () => {
  const xml = `<?xml version="1.0"?><urlset>
    <url><loc>https://blog.example/</loc></url>
    <url><loc>https://blog.example/archive</loc></url>
    <url><loc>https://blog.example/category/Film</loc></url>
    <url><loc>https://blog.example/tag/bw</loc></url>
    <url><loc>https://blog.example/page/2</loc></url>
    <url><loc> https://blog.example/article/alpha </loc></url>
    <url><loc>https://blog.example/article/beta</loc></url>
    <url><loc>https://blog.example/about</loc></url>
    <url><loc>https://blog.example/article/alpha</loc></url>
  </urlset>`

  it("takes the sitemap's posts and pages, not its list pages", () => {
    expect(sitemapPaths(xml)).toEqual(['/article/alpha', '/article/beta', '/about'])
  })

  it('never picks the page the visitor is on', () => {
    const paths = sitemapPaths(xml)
    for (const r of [0, 0.5, 0.99])
      expect(randomPath(paths, '/article/alpha', () => r)).not.toBe('/article/alpha')
    expect(randomPath(['/only'], '/only')).toBeNull()
  })
})
