import { beforeAll, describe, expect, it } from 'vitest'
import { THEME_DATA_KINDS } from '@/conf/themes/define'
import { buildSiteData } from '@/lib/content/site-data'
import type { SiteData } from '@/lib/content/site-types'
import { CARDS_PER_CATEGORY, POSTS_PER_CATEGORY } from '@/lib/theme/theme-data'
import { themeDataFile, themeDataFor } from '@/lib/pages/theme-data'
import { setLogSink } from '@/lib/log'
import { buildBenchWorkspace } from '@/scripts/bench/bench-workspace'

const site = (posts: number): SiteData => {
  const restore = setLogSink(() => undefined)
  try {
    return buildSiteData({ ...buildBenchWorkspace(posts), fetchedAt: new Date(0).toISOString() })
  } finally {
    restore()
  }
}
const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value))

// Each kind of theme data has a size budget on a large generated workspace.
describe('theme data budgets', () => {
  let small: SiteData
  let large: SiteData
  beforeAll(() => {
    small = site(60)
    large = site(600)
  }, 120_000)

  it('declares a budget for every kind', () => {
    expect([...THEME_DATA_KINDS].sort()).toEqual([
      'allPosts',
      'archiveMonths',
      'categoryCards',
      'games',
      'indexPost',
      'links',
      'postsByCategory'
    ])
  })

  it('indexPost: one post, on the home page only, never in every page or the run-time document', () => {
    expect(themeDataFor(large, ['indexPost'])).toEqual({})
    expect(themeDataFile(large).json).not.toContain('indexPost')
  })

  it('allPosts: at most 220 bytes a listed post', () => {
    const all = themeDataFor(large, ['allPosts']).allPosts ?? []
    expect(all).toHaveLength(large.listedPosts.length)
    expect(bytes(all) / all.length).toBeLessThanOrEqual(220)
  })

  // A per-category kind: at most `per` posts a group, every categorised post counted once, the
  // size growing with the number of categories rather than of posts.
  const perCategory = (
    kind: 'postsByCategory' | 'categoryCards',
    per: number,
    bytesEach: number
  ) => {
    const grouped = themeDataFor(large, [kind], true)[kind] ?? []
    expect(grouped.length).toBeGreaterThan(0)
    for (const group of grouped) expect(group.posts.length).toBeLessThanOrEqual(per)
    const total = grouped.reduce((n, g) => n + g.count, 0)
    expect(total).toBe(large.listedPosts.filter((p) => p.category).length)
    expect(bytes(grouped)).toBeLessThanOrEqual(grouped.length * per * bytesEach + 2048)
    const fewer = themeDataFor(small, [kind], true)[kind] ?? []
    expect(bytes(grouped)).toBeLessThanOrEqual(bytes(fewer) * 1.25)
  }

  it('postsByCategory: bounded by categories, not posts', () => {
    perCategory('postsByCategory', POSTS_PER_CATEGORY, 160)
  })

  it('categoryCards: bounded by categories, not posts', () => {
    perCategory('categoryCards', CARDS_PER_CATEGORY, 240)
  })

  it('categoryCards: only on the home and search pages', () => {
    expect(themeDataFor(large, ['categoryCards'])).toEqual({})
    expect(themeDataFor(large, ['categoryCards'], true).categoryCards?.length).toBeGreaterThan(0)
  })

  it('archiveMonths: one short entry a month, every listed post counted once', () => {
    const months = themeDataFor(large, ['archiveMonths']).archiveMonths ?? []
    expect(months.length).toBeGreaterThan(0)
    expect(months.reduce((n, m) => n + m.count, 0)).toBe(large.listedPosts.length)
    expect(months.map((m) => m.key)).toEqual([...months.map((m) => m.key)].sort().reverse())
    expect(bytes(months) / months.length).toBeLessThanOrEqual(64)
  })

  it('games: only posts with a game link, at most 400 bytes a game', () => {
    const withGames = {
      ...large,
      listedPosts: large.listedPosts.map((post, i) =>
        i % 3 ? post : { ...post, ext: { href: `/demo/games/g${i}/`, video: '/demo/clip.mp4' } }
      )
    }
    const games = themeDataFor(withGames, ['games']).games ?? []
    expect(games).toHaveLength(Math.ceil(large.listedPosts.length / 3))
    expect(bytes(games) / games.length).toBeLessThanOrEqual(400)
    expect(themeDataFor(large, ['games']).games).toEqual([])
  })

  it('links: on list pages only, at most 420 bytes a listed post, long summaries clipped', () => {
    expect(themeDataFor(large, ['links'])).toEqual({})
    const links = themeDataFor(large, ['links'], true).links ?? []
    expect(links).toHaveLength(large.listedPosts.length)
    expect(bytes(links) / links.length).toBeLessThanOrEqual(420)
    for (const link of links) expect((link.summary ?? '').length).toBeLessThanOrEqual(140)
    expect(themeDataFile(large).json).toContain('"links"')
  })

  it('gives only the kinds asked for', () => {
    expect(Object.keys(themeDataFor(small, []))).toEqual([])
    expect(Object.keys(themeDataFor(small, ['postsByCategory']))).toEqual(['postsByCategory'])
  })
})
