import { describe, expect, it } from 'vitest'
import type { PageProps } from '@/lib/theme/layout-props'
import { siteRoutePaths, siteRouteResult } from '@/lib/pages/site-routes'

type Result = { props?: PageProps; notFound?: boolean }
const props = async (segments: string[]) => (await siteRouteResult(segments)) as Result

// The bundled demo: English at the root, its zh-CN database as `zh:<id>`.
describe('the language sites on the bilingual demo', () => {
  it('strip a configured language prefix and resolve the rest against its site', async () => {
    const home = await props(['zh'])
    expect(home.props?.layout).toBe('LayoutIndex')
    expect(home.props?.siteProps.config.LANG).toBe('zh-CN')
    expect(home.props?.siteProps.site.title).toBe('银与光')
    expect(home.props?.siteProps.basePath).toBe('/zh')
    expect((await props(['zh', 'archive'])).props?.layout).toBe('LayoutArchive')
    expect((await props(['zh', 'category'])).props?.layout).toBe('LayoutCategoryIndex')
    const category = await props(['zh', 'category', '旅行'])
    expect(category.props?.layout).toBe('LayoutPostList')
    expect((await props(['zh', 'about'])).props?.layout).toBe('LayoutSlug')
  })

  it('give a post its versions in every language that shares its slug', async () => {
    const zh = await props(['zh', 'article', 'harbour-blue-hour'])
    const alternates = zh.props?.layout === 'LayoutSlug' ? zh.props.alternates : undefined
    expect(alternates).toEqual([
      { locale: 'zh-CN', href: '/zh/article/harbour-blue-hour' },
      { locale: 'en-US', href: '/article/harbour-blue-hour' }
    ])
    const only = await props(['zh', 'article', 'mountain-tea-house'])
    expect(only.props?.layout === 'LayoutSlug' && only.props.alternates).toBeFalsy()
  })

  it('keep the default site at the root and answer 404 for paths neither site has', async () => {
    const en = await props(['article', 'harbour-blue-hour'])
    expect(en.props?.siteProps.config.LANG).toBe('en-US')
    expect(en.props?.siteProps.basePath).toBe('')
    expect((await props(['zh', 'nope'])).notFound).toBe(true)
    expect((await props(['xx', 'archive'])).notFound).toBe(true)
    // A search keyword is no static page: a server rewrites it, an export searches in the browser.
    expect((await props(['zh', 'search', '茶'])).notFound).toBe(true)
  })

  it('list the language paths beside the default ones', async () => {
    const paths = (await siteRoutePaths()).paths
    const joined = paths.map((p) => (typeof p === 'string' ? p : p.params.route?.join('/')))
    expect(joined).toContain('zh')
    expect(joined).toContain('zh/archive')
    expect(joined).toContain('zh/article/harbour-blue-hour')
    expect(joined).toContain('about')
  })
})
