import { describe, expect, it } from 'vitest'
import { archiveYears } from '@/lib/content/archive-years'
import { getSiteData } from '@/lib/pages/get-site-data'
import type { PageProps } from '@/lib/theme/layout-props'
import { siteRoutePaths, siteRouteResult } from '@/lib/pages/site-routes'

type Result = { props?: PageProps; notFound?: boolean; redirect?: unknown }
const resolve = async (path: string) =>
  (await siteRouteResult(path.split('/').filter(Boolean))) as Result
const layoutOf = async (path: string) => (await resolve(path)).props?.layout

const staticPaths = async () =>
  (await siteRoutePaths()).paths.map((p) => (typeof p === 'string' ? p : p.params.route!.join('/')))

// The bundled demo's default (English) site, through the one `[[...route]]` page.
describe('[[...route]] on the demo', () => {
  it('resolves each kind of path to the layout of its page', async () => {
    const data = await getSiteData()
    const category = data.categories[0]!.name
    const tag = data.tags[0]!.name
    expect(await layoutOf('')).toBe('LayoutIndex')
    expect(await layoutOf('page/2')).toBe('LayoutPostList')
    expect(await layoutOf('archive')).toBe('LayoutArchive')
    expect(await layoutOf(`archive/${archiveYears(data.archive)[0]!.year}`)).toBe('LayoutArchive')
    expect(await layoutOf('category')).toBe('LayoutCategoryIndex')
    expect(await layoutOf(`category/${category}`)).toBe('LayoutPostList')
    expect(await layoutOf('tag')).toBe('LayoutTagIndex')
    expect(await layoutOf(`tag/${tag}`)).toBe('LayoutPostList')
    expect(await layoutOf('search')).toBe('LayoutSearch')
    expect(await layoutOf('article/film-in-winter')).toBe('LayoutSlug')
    expect(await layoutOf('about')).toBe('LayoutSlug')
  })

  it('answers 404 for a list path with a bad page number, and for unknown paths', async () => {
    const data = await getSiteData()
    const category = data.categories[0]!.name
    for (const path of [
      'page/1',
      'page/abc',
      `category/${category}/page/1`,
      `category/${category}/page/99`,
      'tag/no-such-tag',
      'archive/1899',
      'article/no-such-post',
      'a/b/c/d/e'
    ])
      expect((await resolve(path)).notFound, path).toBe(true)
  })

  it('lists every list page and served post as a static path', async () => {
    const data = await getSiteData()
    const paths = await staticPaths()
    for (const path of ['', 'page/2', 'archive', 'category', 'tag', 'search'])
      expect(paths, path).toContain(path)
    expect(paths).toContain(`category/${data.categories[0]!.name}`)
    for (const post of data.posts.filter((p) => !p.locked && p.target === '_self'))
      expect(paths).toContain(post.href.slice(1))
    expect(new Set(paths).size).toBe(paths.length)
  })
})
