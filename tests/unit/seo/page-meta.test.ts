import { describe, expect, it } from 'vitest'
import { loadConfig, publicConfigOf } from '@/lib/config/load-config'
import type { PageProps } from '@/lib/theme/layout-props'
import type { SiteProps } from '@/lib/theme/props'
import type { Post } from '@/lib/content/types'
import { enUS } from '@/lib/i18n/locales/en-US'
import { absoluteUrl, pageMeta } from '@/lib/seo/page-meta'

const siteProps: SiteProps = {
  site: {
    title: 'Blog',
    description: 'Words and pictures',
    icon: null,
    cover: '/cover.webp',
    coverThumbnail: null,
    author: 'Ann',
    bio: '',
    link: 'https://blog.example'
  },
  nav: [],
  config: publicConfigOf(
    loadConfig({ env: { LINK: 'https://blog.example/', KEYWORDS: 'a, b' } }).config
  ),
  themeConfig: {},
  themeData: {},
  themeDataUrl: '/theme-data.json',
  tags: [],
  categories: [],
  postCount: 0,
  notice: null,
  latestPosts: [],
  search: { indexUrl: '/search-index.json', staticExport: false },
  newsletterApi: false,
  basePath: '',
  languages: []
}
const list = {
  siteProps,
  posts: [],
  page: 1,
  pageCount: 3,
  total: 30,
  basePath: '',
  category: null,
  tag: null
}
const post = {
  title: 'Hello',
  href: '/article/hello',
  summary: 'A summary',
  locked: false,
  cover: 'https://img.example/c.jpg',
  tags: [{ name: 'x', color: 'red' }],
  type: 'Post',
  status: 'Published',
  category: 'Life',
  date: '2024-01-02T00:00:00.000Z',
  lastEdited: '2024-01-03T00:00:00.000Z'
} as Post
const titleOf = (page: PageProps) => pageMeta(page, '/x', enUS).title

describe('page titles (SPEC §2)', () => {
  it.each<[string, PageProps, string]>([
    ['home', { layout: 'LayoutIndex', ...list }, 'Blog | Words and pictures'],
    ['page n', { layout: 'LayoutPostList', ...list, page: 2 }, 'Page 2 | Blog'],
    [
      'category',
      { layout: 'LayoutPostList', ...list, category: 'Life' },
      'Life | Categories | Blog'
    ],
    [
      'tag page 2',
      { layout: 'LayoutPostList', ...list, tag: 'x', page: 2 },
      'x | Page 2 | Tags | Blog'
    ],
    [
      'search',
      { layout: 'LayoutSearch', ...list, keyword: 'fog', snippets: [] },
      'fog | Search | Blog'
    ],
    ['archive', { layout: 'LayoutArchive', siteProps, archive: [] }, 'Archive | Blog'],
    [
      'categories',
      { layout: 'LayoutCategoryIndex', siteProps, categories: [] },
      'Categories | Blog'
    ],
    ['tags', { layout: 'LayoutTagIndex', siteProps, tags: [] }, 'Tags | Blog'],
    ['404', { layout: 'Layout404', siteProps }, 'Page Not Found | Blog'],
    ['post', { layout: 'LayoutSlug', siteProps, post }, 'Hello | Blog']
  ])('%s', (_name, page, title) => {
    expect(titleOf(page)).toBe(title)
  })
})

describe('meta tags', () => {
  it('keep a keyword’s search results out of the index, not the search page itself', () => {
    const search = { layout: 'LayoutSearch' as const, ...list, snippets: [] }
    expect(pageMeta({ ...search, keyword: 'fog' }, '/search/fog', enUS).noindex).toBe(true)
    expect(pageMeta({ ...search, keyword: '' }, '/search', enUS).noindex).toBe(false)
  })

  it('are absolute and carry the article fields', () => {
    const meta = pageMeta({ layout: 'LayoutSlug', siteProps, post }, '/article/hello', enUS)
    expect(meta.canonical).toBe('https://blog.example/article/hello')
    expect(meta.image).toBe('https://img.example/c.jpg')
    expect(meta.keywords).toBe('a, b, x')
    expect(meta.article).toEqual({
      publishedTime: post.date,
      modifiedTime: post.lastEdited,
      section: 'Life',
      tags: ['x']
    })
  })

  it('keep a locked post summary private and noindex Invisible posts', () => {
    const locked = { ...post, locked: true, status: 'Invisible' } as Post
    const meta = pageMeta({ layout: 'LayoutSlug', siteProps, post: locked }, '/a', enUS)
    expect(meta.description).toBe('Words and pictures')
    expect(meta.noindex).toBe(true)
  })

  it('makes site paths absolute', () => {
    expect(absoluteUrl('https://b.example/', '/x.webp')).toBe('https://b.example/x.webp')
    expect(absoluteUrl('https://b.example', 'https://c.example/y')).toBe('https://c.example/y')
  })
})
