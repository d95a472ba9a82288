import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { servedPaths } from '@/lib/content/post-lookup'
import { buildSiteData } from '@/lib/content/site-data'
import { setLogSink } from '@/lib/log'
import type { RowInput } from '@/scripts/lib/workspace-builder'
import { rowId, workspaceOf } from '@/tests/support/workspace'

/** Slugs come from anyone who can edit Notion; only paths of this site may come out of them. */

const NOW = Date.UTC(2024, 5, 1)
let logs: string[] = []
let restore: () => void
beforeEach(() => {
  logs = []
  restore = setLogSink((_level, message) => logs.push(message))
})
afterEach(() => restore())

const post = (title: string, slug: string, extra: Partial<RowInput> = {}): RowInput => ({
  title,
  slug,
  key: title,
  date: '2024-01-10',
  ...extra
})

const rows: RowInput[] = [
  post('Good', 'good'),
  post('Chinese', '中文标题'),
  post('Nested', 'guide/intro'),
  post('Climb', '../../etc/passwd'),
  post('Dot', '.'),
  post('Encoded', '%2e%2e/admin'),
  post('Backslash', '/\\evil.com', { type: 'Page' }),
  post('Query', 'a?b'),
  post('Hash', 'a#b'),
  post('Control', 'bell\u0007'),
  post('Doubled', 'one//two'),
  post('Protocol relative', '//evil.com', { type: 'Page' }),
  post('Locked climb', '../x', { password: 'pw' }),
  { title: 'Menu link', type: 'Menu', slug: '/about#team' }
]
const site = (env: Record<string, string> = {}) =>
  buildSiteData(workspaceOf(rows), { env, now: NOW })

describe('slugs that are not paths', () => {
  it('never reach a path of the site: each such post is served at its id instead', () => {
    const data = site()
    const paths = servedPaths(data)
    for (const path of paths) {
      const segments = path.split('/').slice(1)
      expect(
        segments.every((s) => s && s !== '.' && s !== '..'),
        path
      ).toBe(true)
      expect(path).not.toMatch(/[\\?#%\p{Cc}]/u)
    }
    const byTitle = new Map(data.posts.map((p) => [p.title, p.href]))
    for (const title of ['Climb', 'Dot', 'Encoded', 'Query', 'Hash', 'Control'])
      expect(byTitle.get(title)).toBe(`/article/${rowId(title)}`)
    expect(byTitle.get('Backslash')).toBe(`/${rowId('Backslash')}`)
  })

  it('keep every other post, CJK and nested slugs included', () => {
    const byTitle = new Map(site().posts.map((p) => [p.title, p.href]))
    expect(byTitle.get('Good')).toBe('/article/good')
    expect(byTitle.get('Chinese')).toBe('/article/中文标题')
    expect(byTitle.get('Nested')).toBe('/article/guide/intro')
    expect(byTitle.get('Doubled')).toBe('/article/one/two')
    expect(byTitle.get('Protocol relative')).toBe('/evil.com')
  })

  it('are reported in the warnings and the build log, one per post', () => {
    const data = site()
    for (const title of ['Climb', 'Dot', 'Encoded', 'Backslash', 'Query', 'Hash', 'Control'])
      expect(data.warnings).toContainEqual(
        expect.stringMatching(
          new RegExp(`^"${title}" \\(${rowId(title)}\\): its slug .* served at its Notion id`)
        )
      )
    expect(data.warnings).toContainEqual(
      expect.stringMatching(/^"Doubled" .* served as "one\/two"/)
    )
    expect(data.warnings.some((w) => w.startsWith('"Good"') || w.startsWith('"Chinese"'))).toBe(
      false
    )
    expect(logs).toEqual(expect.arrayContaining(data.warnings))
  })

  it('leave a locked post out (its id must not be its address), with the other posts served', () => {
    const data = site()
    expect(data.posts.some((p) => p.title === 'Locked climb')).toBe(false)
    expect(data.warnings).toContainEqual(
      expect.stringMatching(/"Locked climb" .* is locked but has no slug/)
    )
    expect(data.posts).toHaveLength(12)
  })

  it('leave a Menu row’s link alone: it is a link, not a page', () => {
    const nav = site({ CUSTOM_MENU: 'true' }).nav
    expect(nav.map((n) => n.href)).toEqual(['/about#team'])
  })

  it('keep a category that is not a path out of %category% paths', () => {
    const data = buildSiteData(
      workspaceOf([
        post('Up', 'up', { category: '..' }),
        post('Slashed', 'slashed', { category: '/evil.com' }),
        post('Fine', 'fine', { category: '旅行' })
      ]),
      { env: { POST_URL_PREFIX: '%category%/%slug%' }, now: NOW }
    )
    expect(Object.fromEntries(data.posts.map((p) => [p.title, p.href]))).toEqual({
      Up: '/up',
      Slashed: '/evil.com/slashed',
      Fine: '/旅行/fine'
    })
    expect(data.warnings).toContainEqual(
      expect.stringMatching(/^"Up" .* its category "\.\." has a \. or \.\. segment/)
    )
  })
})
