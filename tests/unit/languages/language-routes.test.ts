import { describe, expect, it } from 'vitest'
import type { PageProps } from '@/lib/content/layout-props'
import { slugRoutes } from '@/lib/content/slug-routes'

type Result = { props?: PageProps; notFound?: boolean }
const props = async (depth: 1 | 2 | 'deeper', segments: string[]) => {
  const [prefix, slug, ...suffix] = segments
  const params = { prefix, ...(slug ? { slug } : {}), ...(suffix.length ? { suffix } : {}) }
  return (await slugRoutes(depth).props({ params })) as Result
}

// The bundled demo: English at the root, its zh-CN database as `zh:<id>`.
describe('the [prefix] routes on the bilingual demo', () => {
  it('strip a configured language prefix and resolve the rest against its site', async () => {
    const home = await props(1, ['zh'])
    expect(home.props?.layout).toBe('LayoutIndex')
    expect(home.props?.siteProps.config.LANG).toBe('zh-CN')
    expect(home.props?.siteProps.site.title).toBe('银与光')
    expect(home.props?.siteProps.basePath).toBe('/zh')
    expect((await props(2, ['zh', 'archive'])).props?.layout).toBe('LayoutArchive')
    expect((await props(2, ['zh', 'category'])).props?.layout).toBe('LayoutCategoryIndex')
    const category = await props('deeper', ['zh', 'category', '旅行'])
    expect(category.props?.layout).toBe('LayoutPostList')
    expect((await props(2, ['zh', 'about'])).props?.layout).toBe('LayoutSlug')
  })

  it('give a post its versions in every language that shares its slug', async () => {
    const zh = await props('deeper', ['zh', 'article', 'harbour-blue-hour'])
    const alternates = zh.props?.layout === 'LayoutSlug' ? zh.props.alternates : undefined
    expect(alternates).toEqual([
      { locale: 'zh-CN', href: '/zh/article/harbour-blue-hour' },
      { locale: 'en-US', href: '/article/harbour-blue-hour' }
    ])
    const only = await props('deeper', ['zh', 'article', 'mountain-tea-house'])
    expect(only.props?.layout === 'LayoutSlug' && only.props.alternates).toBeFalsy()
  })

  it('keep the default site at the root and answer 404 for paths neither site has', async () => {
    const en = await props(2, ['article', 'harbour-blue-hour'])
    expect(en.props?.siteProps.config.LANG).toBe('en-US')
    expect(en.props?.siteProps.basePath).toBe('')
    expect((await props(2, ['zh', 'nope'])).notFound).toBe(true)
    expect((await props(2, ['xx', 'archive'])).notFound).toBe(true)
    // A search keyword is no static page: a server rewrites it, an export searches in the browser.
    expect((await props('deeper', ['zh', 'search', '茶'])).notFound).toBe(true)
  })

  it('list the language paths beside the default ones, each at its own depth', async () => {
    const paths = (await slugRoutes(1).paths()).paths
    const firsts = paths.map((p) => (typeof p === 'string' ? p : p.params.prefix))
    expect(firsts).toContain('zh')
    expect(firsts).toContain('about')
  })
})
