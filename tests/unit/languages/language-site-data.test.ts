import { describe, expect, it } from 'vitest'
import { languagePaths } from '@/lib/pages/language-routes'
import { buildSiteData } from '@/lib/content/site-data'
import { paragraph } from '@/scripts/lib/blocks'
import { buildWorkspace, type RowInput } from '@/scripts/lib/workspace-builder'

const NOW = Date.UTC(2024, 11, 1)
const rows: RowInput[] = [
  { title: '归档', type: 'Menu', status: 'Published', slug: '/archive', key: 'menu/a' },
  { title: '旅行', slug: 'trip', date: '2024-03-05', category: '旅行', tags: ['山'] },
  { title: '关于', slug: 'about', type: 'Page', blocks: [paragraph('你好')] }
]

function site(options: { prefix?: string; rows?: RowInput[]; prefixes?: string[] } = {}) {
  const workspace = buildWorkspace(
    { seed: `lang-${options.prefix ?? ''}`, name: 'Site', time: Date.UTC(2024, 0, 1) },
    (options.rows ?? rows).map((r) => ({ status: 'Published', type: 'Post', ...r }))
  )
  return buildSiteData(
    { fetchedAt: '2024-06-01T00:00:00Z', ...workspace },
    {
      env: { CUSTOM_MENU: 'true', NEXT_PUBLIC_LANG: 'en-US' },
      now: NOW,
      prefix: options.prefix ?? '',
      languagePrefixes: options.prefixes ?? ['zh'],
      defaultLocale: 'en-US'
    }
  )
}

describe('a language site', () => {
  it('lives under its prefix: hrefs, menu links and base path; speaks its language', () => {
    const zh = site({ prefix: 'zh' })
    expect(zh.basePath).toBe('/zh')
    expect(zh.config.LANG).toBe('zh-CN')
    expect(zh.posts.map((p) => p.href).sort()).toEqual(['/zh/about', '/zh/article/trip'])
    expect(zh.nav.map((n) => n.href)).toEqual(['/zh/archive'])
    expect(zh.languages).toEqual([
      { prefix: '', locale: 'en-US' },
      { prefix: 'zh', locale: 'zh-CN' }
    ])
  })

  it('leaves the default site exactly as before', () => {
    const en = site({ rows: rows.slice(1, 2), prefixes: [] })
    expect(en.basePath).toBe('')
    expect(en.languages).toEqual([])
    expect(en.posts[0]?.href).toBe('/article/trip')
    expect(en.config.LANG).toBe('en-US')
  })

  it('stops the build when a default-site Page slug equals a language prefix', () => {
    const clash: RowInput[] = [{ title: 'Chinese', slug: 'zh', type: 'Page' }]
    expect(() => site({ rows: clash })).toThrow(
      /"Chinese" \(\/zh\) starts with \/zh, the prefix of the "zh" language in NOTION_PAGE_ID/
    )
    expect(() => site({ rows: clash, prefixes: ['ja'] })).not.toThrow()
  })

  it('lists every static path of the language under its prefix, posts included', () => {
    const paths = languagePaths(site({ prefix: 'zh' })).map((p) => p.join('/'))
    expect(paths).toEqual(
      expect.arrayContaining([
        'zh',
        'zh/archive',
        'zh/archive/2024',
        'zh/category',
        'zh/category/旅行',
        'zh/tag',
        'zh/tag/山',
        'zh/search',
        'zh/article/trip',
        'zh/about'
      ])
    )
    expect(paths.every((p) => p === 'zh' || p.startsWith('zh/'))).toBe(true)
  })
})
