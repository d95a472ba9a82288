import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildSiteData } from '@/lib/content/site-data'
import { readWorkspaceDir } from '@/lib/notion/workspace-dir'
import { buildSearchIndex, MAX_TEXT_PER_POST } from '@/lib/search/build-search-index'
import { prepareIndex, queryIndex } from '@/lib/search/query-index'
import { textBlock } from '@/scripts/lib/block-builder'
import { rt } from '@/scripts/lib/record-builders'
import type { RowInput } from '@/scripts/lib/workspace-builder'
import { workspaceOf } from '@/tests/support/workspace'

const NOW = Date.UTC(2024, 5, 1)
const body = (text: string) => [textBlock(rt(text))]
const rows: RowInput[] = [
  {
    title: 'Open',
    slug: 'open',
    date: '2024-01-10',
    summary: 'open summary',
    blocks: body('visiblebody 胶片相机')
  },
  {
    title: 'Locked Door',
    slug: 'locked',
    date: '2024-01-11',
    password: 'pw',
    summary: 'lockedsummary',
    blocks: body('lockedbody')
  },
  { title: 'Draft', slug: 'draft', status: 'Draft', blocks: body('draftbody') },
  {
    title: 'Hidden',
    slug: 'hidden',
    status: 'Invisible',
    date: '2024-01-12',
    blocks: body('invisiblebody')
  },
  { title: 'Future', slug: 'future', date: '2025-01-01', blocks: body('futurebody') },
  { title: 'About', slug: 'about', type: 'Page', blocks: body('pagebody') }
]
const indexOf = (env: Record<string, string> = {}, list = rows) =>
  buildSearchIndex(buildSiteData(workspaceOf(list), { env, now: NOW }))

describe('buildSearchIndex', () => {
  const json = JSON.stringify(indexOf())
  it('holds the full text of listed, unlocked posts', () => {
    expect(json).toContain('visiblebody 胶片相机')
  })
  it.each([
    'lockedbody',
    'lockedsummary',
    'draftbody',
    'invisiblebody',
    'futurebody',
    'Draft',
    'Hidden',
    'Future'
  ])('never holds %s', (text) => expect(json).not.toContain(text))
  it('indexes a locked post by its title, and its summary only when the setting is on', () => {
    const hits = queryIndex(prepareIndex(indexOf()), 'locked door')
    expect(hits.map((h) => h.href)).toEqual(['/article/locked'])
    const shown = JSON.stringify(indexOf({ POST_LOCKED_SHOW_SUMMARY: 'true' }))
    expect(shown).toContain('lockedsummary')
    expect(shown).not.toContain('lockedbody')
  })
  it('holds no Notion ids', () => {
    const ids = Object.keys(workspaceOf(rows).pages)
    for (const id of ids) expect(json).not.toContain(id)
  })
})

describe('queryIndex', () => {
  const list: RowInput[] = [
    { title: 'A walk', slug: 'a', date: '2024-01-01', blocks: body('we saw the harbour in fog') },
    { title: 'Fog over the harbour', slug: 'b', date: '2024-01-02', blocks: body('grey') },
    { title: 'Tagged', slug: 'c', date: '2024-01-03', tags: ['fog'], blocks: body('x') },
    { title: '冬天的胶片', slug: 'd', date: '2024-01-04', blocks: body('用胶片相机拍雪。') }
  ]
  const index = prepareIndex(indexOf({}, list))
  const hrefs = (q: string) => queryIndex(index, q).map((h) => h.href)
  it('ranks a title hit above a tag hit above a body mention', () => {
    expect(hrefs('fog')).toEqual(['/article/b', '/article/c', '/article/a'])
  })
  it('requires every word', () => {
    expect(hrefs('harbour fog')).toEqual(['/article/b', '/article/a'])
    expect(hrefs('harbour nowhere')).toEqual([])
  })
  it('finds CJK by bigrams and snippets the body', () => {
    expect(hrefs('胶片相机')).toEqual(['/article/d'])
    expect(queryIndex(index, '相机')[0]?.snippet).toBe('用胶片相机拍雪。')
  })
  it('blank queries find nothing', () => expect(hrefs('  ')).toEqual([]))
})

describe('index size', () => {
  it('grows at most by the capped text per post', () => {
    const long = 'lorem ipsum '.repeat(5000)
    const many = Array.from({ length: 50 }, (_, i) => ({
      title: `P${i}`,
      slug: `p${i}`,
      date: '2024-01-01',
      blocks: body(long)
    }))
    const size = JSON.stringify(indexOf({}, many)).length
    expect(size).toBeLessThan(50 * (MAX_TEXT_PER_POST + 200))
  })
  it('the demo index stays small', async () => {
    const ws = await readWorkspaceDir(path.resolve('content/demo'))
    const json = JSON.stringify(buildSearchIndex(buildSiteData(ws!, { now: Date.UTC(2026, 0, 1) })))
    expect(json.length).toBeLessThan(64 * 1024)
    expect(json).toContain('Contact Sheets: Unedited')
    expect(json).not.toContain('double exposure')
  })
})
