import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { summaryOf } from '@/lib/content/site-types'
import { buildSiteData } from '@/lib/content/site-data'
import { setLogSink } from '@/lib/log'
import { rt } from '@/scripts/lib/record-builders'
import { block, textBlock } from '@/scripts/lib/block-builder'
import type { RowInput } from '@/scripts/lib/workspace-builder'
import {
  addColumn,
  addConfigTable,
  nestedWorkspace,
  rowId,
  workspaceOf
} from '@/tests/support/workspace'

const NOW = Date.UTC(2024, 5, 1)
let logs: string[] = []
let restore: () => void
beforeEach(() => {
  logs = []
  restore = setLogSink((_level, message) => logs.push(message))
})
afterEach(() => restore())

const rows: RowInput[] = [
  { title: 'First', slug: 'first', date: '2024-01-10', tags: ['a', 'b'], category: 'Tech' },
  { title: 'Second', slug: 'second', date: '2024-02-10', tags: ['a'], category: 'Life' },
  { title: 'Hidden', slug: 'hidden', status: 'Invisible', date: '2024-02-11' },
  { title: 'Draft', slug: 'draft', status: 'Draft' },
  { title: 'Future', slug: 'future', date: '2025-01-01' },
  { title: 'About', slug: 'about', type: 'Page' },
  { title: 'Hello notice', type: 'Notice', blocks: [textBlock(rt('Welcome'))] },
  { title: 'Home', type: 'Menu', slug: '/', icon: 'fas fa-home' },
  { title: 'Links', type: 'Menu', key: 'links' },
  { title: 'GitHub', type: 'SubMenu', slug: 'https://github.com' },
  { title: 'Config', type: 'Config', key: 'config' }
]
const data = (ws = workspaceOf(rows), env: Record<string, string> = {}) =>
  buildSiteData(ws, { env, now: NOW })
const titles = (posts: { title: string }[]) => posts.map((p) => p.title)

describe.each([
  ['legacy records', () => workspaceOf(rows)],
  ['2024+ nested records', () => nestedWorkspace(workspaceOf(rows))]
])('buildSiteData on %s', (_name, make) => {
  it('serves Published and Invisible posts and pages, lists only Published posts', () => {
    const d = data(make())
    expect(titles(d.posts)).toEqual(['First', 'Second', 'Hidden', 'About'])
    expect(titles(d.listedPosts)).toEqual(['First', 'Second'])
  })
  it('reads site info, nav with sub-menus, tags, categories, archive and notice', () => {
    const d = data(make())
    expect(d.site.title).toBe('Test Blog')
    expect(d.nav.map((n) => [n.title, n.href, n.icon, n.subMenus.map((s) => s.href)])).toEqual([
      ['Home', '/', 'fas fa-home', []],
      ['Links', '#', null, ['https://github.com']]
    ])
    expect(d.nav[1]?.subMenus[0]?.target).toBe('_blank')
    expect(d.tags).toEqual([
      { name: 'a', count: 2, color: 'blue' },
      { name: 'b', count: 1, color: 'green' }
    ])
    expect(d.categories).toEqual([
      { name: 'Tech', count: 1 },
      { name: 'Life', count: 1 }
    ])
    expect(d.archive.map((g) => [g.key, g.title, g.posts.length])).toEqual([
      ['2024-02', '2024年2月', 1],
      ['2024-01', '2024年1月', 1]
    ])
    // Slim lines: the archive's props grow with every post, so only what a line shows.
    expect(Object.keys(d.archive[0]?.posts[0] ?? {}).sort()).toEqual(
      ['date', 'href', 'id', 'publishDay', 'target', 'title'].sort()
    )
    expect(d.notice?.post.title).toBe('Hello notice')
    expect(JSON.stringify(d.notice?.body?.blockMap)).toContain('Welcome')
  })
})

describe('future posts appear when their date arrives', () => {
  it.each([
    [Date.UTC(2024, 11, 31, 23, 59), false],
    [Date.UTC(2025, 0, 1), true]
  ])('at %s listed=%s', (now, listed) => {
    const d = buildSiteData(workspaceOf(rows), { now })
    expect(titles(d.listedPosts).includes('Future')).toBe(listed)
  })
  it('POST_SCHEDULE_PUBLISH=false lists them now', () => {
    expect(titles(data(undefined, { POST_SCHEDULE_PUBLISH: 'false' }).listedPosts)).toContain(
      'Future'
    )
  })
})

describe('localised options and renamed columns', () => {
  it.each([
    ['文章', '已发布', true],
    ['文章', '发布', true],
    ['文章', '隐藏', false],
    ['post', 'published', true],
    ['博客', '已发布', false]
  ])('type %s status %s listed=%s', (type, status, listed) => {
    const d = data(workspaceOf([{ title: 'X', type, status }]))
    expect(d.listedPosts.length).toBe(listed ? 1 : 0)
  })
  it.each([
    ['页面', 'Page'],
    ['公告', 'Notice'],
    ['菜单', 'Menu']
  ])('type %s means %s', (type, meaning) => {
    const d = data(workspaceOf([{ title: 'X', type, slug: 'x' }]))
    if (meaning === 'Page') expect(d.posts[0]?.type).toBe('Page')
    if (meaning === 'Notice') expect(d.notice?.post.title).toBe('X')
    if (meaning === 'Menu') expect(d.nav[0]?.title).toBe('X')
  })
  it('owner-defined option names (NOTION_PROPERTY_TYPE_POST, ..._STATUS_PUBLISH)', () => {
    const ws = workspaceOf([{ title: 'X', type: 'Article', status: 'Live' }])
    const env = { NOTION_PROPERTY_TYPE_POST: 'Article', NOTION_PROPERTY_STATUS_PUBLISH: 'Live' }
    expect(data(ws, env).listedPosts.length).toBe(1)
  })
  it('renamed columns through NOTION_PROPERTY_*', () => {
    const ws = workspaceOf([{ title: 'X', slug: 'x', tags: ['t'] }], {
      columnNames: { type: '类型', status: '状态', slug: '链接', tags: '标签' }
    })
    const env = {
      NOTION_PROPERTY_TYPE: '类型',
      NOTION_PROPERTY_STATUS: '状态',
      NOTION_PROPERTY_SLUG: '链接',
      NOTION_PROPERTY_TAGS: '标签'
    }
    const d = data(ws, env)
    expect(d.listedPosts[0]?.href).toBe('/article/x')
    expect(d.tags[0]?.name).toBe('t')
    expect(data(ws).warnings.join()).toMatch(/no "type" column/)
  })
})

describe('the Config table', () => {
  const entries: [string, string, boolean][] = [
    ['POSTS_PER_PAGE', '3', true],
    ['AUTHOR', 'Ada', false],
    ['POST_URL_PREFIX', 'blog', true],
    ['INLINE_CONFIG', '{"TITLE":"Inline","PSEUDO_STATIC":true}', true]
  ]
  it.each([
    ['English columns', ['Name', 'Value', 'Enable'] as [string, string, string]],
    ['Chinese columns', ['配置名', '配置值', '启用'] as [string, string, string]]
  ])('%s override settings', (_name, columns) => {
    const ws = addConfigTable(workspaceOf(rows), rowId('config'), entries, columns)
    const d = data(ws)
    expect(d.config.POSTS_PER_PAGE).toBe(3)
    expect(d.config.AUTHOR).toBe('NotionPress')
    expect(d.site.title).toBe('Inline')
    // URL settings come from the file config or environment only (docs/security.md).
    expect(d.listedPosts[0]?.href).toBe('/article/first')
    expect(logs.join()).toMatch(/POST_URL_PREFIX cannot be set from Notion/)
  })
  it('a bad value is logged and ignored', () => {
    const ws = addConfigTable(workspaceOf(rows), rowId('config'), [
      ['POSTS_PER_PAGE', 'many', true]
    ])
    expect(data(ws).config.POSTS_PER_PAGE).toBe(12)
    expect(logs.join()).toMatch(/POSTS_PER_PAGE/)
  })
  it('works in the nested record shape too', () => {
    const ws = nestedWorkspace(addConfigTable(workspaceOf(rows), rowId('config'), entries))
    expect(data(ws).config.POSTS_PER_PAGE).toBe(3)
  })
})

describe('row fields', () => {
  it('maps every field of a post', () => {
    const ws = workspaceOf([
      {
        title: '你好 world',
        slug: 'hi',
        summary: 'Sum',
        date: { start_date: '2024-03-04', start_time: '23:00', time_zone: 'America/New_York' },
        ext: '{"a":1}',
        pageIcon: '🚀',
        cover: '/images/page-cover/gradients_1.png',
        fullWidth: true,
        blocks: [textBlock(rt('我们 are three words')), block('code', { title: rt('x y z') })]
      }
    ])
    const p = data(ws).posts[0]!
    expect(p).toMatchObject({
      title: '你好 world',
      summary: 'Sum',
      date: '2024-03-05T04:00:00.000Z',
      publishDay: 'Mar 4, 2024',
      icon: '🚀',
      cover: 'https://www.notion.so/images/page-cover/gradients_1.png',
      fullWidth: true,
      ext: { a: 1 },
      wordCount: 5,
      readTime: 1,
      locked: false,
      target: '_self'
    })
  })
  it('reads other property types and malformed values without throwing', () => {
    const ws = workspaceOf([
      { title: 'A', key: 'a', slug: 'a' },
      { title: 'B', key: 'b', slug: 'b' }
    ])
    addColumn(ws, { key: 'cmnt', name: 'comment', type: 'select' }, { [rowId('a')]: rt('Hide') })
    addColumn(ws, { key: 'numb', name: 'n', type: 'number' }, { [rowId('a')]: rt('3') })
    addColumn(ws, { key: 'chck', name: 'c', type: 'checkbox' }, { [rowId('a')]: rt('Yes') })
    addColumn(ws, { key: 'bad1', name: 'date', type: 'date' }, { [rowId('b')]: 'not-rich-text' })
    addColumn(ws, { key: 'bad2', name: 'summary', type: 'text' }, { [rowId('b')]: [[42]] })
    const d = data(ws)
    expect(d.posts.find((p) => p.title === 'A')?.comment).toBe('Hide')
    expect(d.posts.find((p) => p.title === 'B')?.summary).toBeNull()
  })
  it('a malformed ext is ignored with a warning', () => {
    const p = data(workspaceOf([{ title: 'X', ext: '{oops' }])).posts[0]
    expect(p?.ext).toBeNull()
    expect(logs.join()).toMatch(/ext column/)
  })
  it('a locked post keeps its password server-side', () => {
    const p = data(workspaceOf([{ title: 'X', slug: 'x', password: 'secret' }])).posts[0]
    expect(p?.locked).toBe(true)
    expect(p?.password).toBe('secret')
  })
  it('a locked post needs a slug: without one it is served nowhere, with a warning', () => {
    const d = data(workspaceOf([{ title: 'No slug', password: 'secret' }]))
    expect(d.posts).toEqual([])
    expect(d.warnings.join()).toMatch(/"No slug".*locked but has no slug/)
  })
  it("a locked post's props carry an opaque id, never its Notion id", () => {
    const d = data(workspaceOf([{ title: 'X', slug: 'x', password: 'secret' }]))
    const notionId = d.posts[0]!.id
    const summary = summaryOf(d.posts[0]!)
    expect(summary.id).toMatch(/^locked-[0-9a-f]{20}$/)
    expect(JSON.stringify(summary)).not.toContain(notionId)
    expect(JSON.stringify(summary)).not.toContain(notionId.replace(/-/g, ''))
  })
  it('warns about reserved slugs, naming the post', () => {
    const d = data(workspaceOf([{ title: 'Tags page', type: 'Page', slug: 'tag/x' }]))
    expect(d.warnings.join()).toMatch(/"Tags page".*\/tag/)
  })
  it('a row whose page was not fetched answers 404', () => {
    const ws = workspaceOf([{ title: 'X', slug: 'x' }])
    ws.pages = {}
    const d = data(ws)
    expect(d.posts).toEqual([])
    expect(d.warnings.join()).toMatch(/not fetched/)
  })
  it('CUSTOM_MENU=false builds the legacy nav from pages', () => {
    expect(data(undefined, { CUSTOM_MENU: 'false' }).nav.map((n) => n.href)).toEqual(['/about'])
  })
  it('POSTS_SORT_BY=date sorts newest first', () => {
    expect(titles(data(undefined, { POSTS_SORT_BY: 'date' }).listedPosts)).toEqual([
      'Second',
      'First'
    ])
  })
  it('LANG=en-US titles archive months in English', () => {
    expect(data(undefined, { SITE_LANG: 'en-US' }).archive[0]?.title).toBe('February 2024')
  })
})
