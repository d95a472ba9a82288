import { describe, expect, it } from 'vitest'
import {
  archiveProps,
  categoryPageProps,
  indexPageProps,
  postProps,
  tagPageProps
} from '@/lib/pages/page-props'
import { servedPaths } from '@/lib/content/post-lookup'
import { buildSiteData } from '@/lib/content/site-data'
import { rt } from '@/scripts/lib/record-builders'
import { block, textBlock } from '@/scripts/lib/block-builder'
import type { RowInput } from '@/scripts/lib/workspace-builder'
import { workspaceOf } from '@/tests/support/workspace'

const NOW = Date.UTC(2030, 0, 1)
const posts = (n: number): RowInput[] =>
  Array.from({ length: n }, (_, i) => ({
    title: `Post ${i}`,
    slug: `p${i}`,
    date: `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    tags: [`t${i % 5}`, `t${i % 3}`],
    category: `c${i % 4}`,
    blocks: [block('header', { title: rt('Intro') }), textBlock(rt(`Body of post ${i}`))]
  }))
const siteOf = (rows: RowInput[]) => buildSiteData(workspaceOf(rows), { now: NOW })

describe('list props', () => {
  const d = siteOf(posts(30))
  it.each([
    [1, 12, 3],
    [3, 6, 3]
  ])('page %i shows %i posts of %i pages', (page, shown, count) => {
    const p = indexPageProps(d, page)
    expect(p?.posts.length).toBe(shown)
    expect(p?.pageCount).toBe(count)
  })
  it.each([0, 4, 1.5, -1])('page %s is a 404', (page) => expect(indexPageProps(d, page)).toBeNull())
  it('category and tag pages filter; unknown ones are 404', () => {
    expect(categoryPageProps(d, 'c1')?.total).toBe(8)
    expect(tagPageProps(d, 't0')?.posts.every((p) => p.tags.some((t) => t.name === 't0'))).toBe(
      true
    )
    expect(categoryPageProps(d, 'nope')).toBeNull()
    expect(tagPageProps(d, 'nope')).toBeNull()
  })
  it('archive groups every listed post', () => {
    const total = archiveProps(d).archive.reduce((n, g) => n + g.posts.length, 0)
    expect(total).toBe(30)
  })
  it('every page knows how many posts the site lists', () => {
    expect(indexPageProps(d, 3)?.siteProps.postCount).toBe(30)
  })
})

describe('page props do not grow with the number of posts', () => {
  it('page 1 of 200 posts is no bigger than page 1 of 20 (beyond a few digits)', () => {
    const small = JSON.stringify(indexPageProps(siteOf(posts(20)), 1)).length
    const large = JSON.stringify(indexPageProps(siteOf(posts(200)), 1)).length
    expect(large).toBeLessThan(small * 1.05)
  })
  it('a post page neither', async () => {
    const small = JSON.stringify(await postProps(siteOf(posts(20)), '/article/p5')).length
    const large = JSON.stringify(await postProps(siteOf(posts(200)), '/article/p5')).length
    expect(large).toBeLessThan(small * 1.05)
  })
})

describe('post props', () => {
  const d = siteOf([
    ...posts(10),
    { title: 'Locked', slug: 'locked', password: 'pw', tags: ['t0'] }
  ])
  it('carries prev/next, related, toc and a pruned block map', async () => {
    const p = (await postProps(d, 'article/p5.html'))!.post
    expect(p.prev?.title).toBe('Post 4')
    expect(p.next?.title).toBe('Post 6')
    expect(p.related.length).toBeGreaterThan(0)
    expect(p.related.length).toBeLessThanOrEqual(6)
    expect(p.related.some((r) => r.id === p.id)).toBe(false)
    expect(p.toc).toEqual([expect.objectContaining({ text: 'Intro', indent: 0 })])
    const json = JSON.stringify(p.body?.blockMap)
    expect(json).toContain('Body of post 5')
    expect(json).not.toMatch(/"space_id"|"version"|"created_by|"last_edited_by|"permissions"/)
    expect(Object.keys((p.body?.blockMap as { collection: object }).collection)).toEqual([])
  })
  it('links other posts (prev/next, related, latest) with slim PostLinks, not summaries', async () => {
    const props = (await postProps(d, 'article/p5.html'))!
    const links = [
      props.post.prev,
      props.post.next,
      ...props.post.related,
      ...props.siteProps.latestPosts
    ]
    expect(props.siteProps.latestPosts.length).toBeGreaterThan(0)
    const keys = ['category', 'coverThumbnail', 'date', 'href', 'id', 'lastEdited', 'publishDay']
    for (const link of links)
      expect(Object.keys(link ?? {}).sort()).toEqual([...keys, 'target', 'title'])
    expect(JSON.stringify(links)).not.toMatch(/"summary"|"tags"|"wordCount"/)
  })
  it('finds a post by id', async () => {
    const id = d.posts[0]!.id
    expect((await postProps(d, id))?.post.id).toBe(id)
    expect((await postProps(d, id.replace(/-/g, '')))?.post.id).toBe(id)
  })
  it('a locked post ships neither its password nor its body', async () => {
    const p = (await postProps(d, '/article/locked'))!
    expect(p.post).toMatchObject({ locked: true, body: null, toc: [] })
    expect(JSON.stringify(p)).not.toContain('"pw"')
    expect(JSON.stringify(p)).not.toContain('password')
  })
  it('unknown paths are 404; served paths list every served post', async () => {
    expect(await postProps(d, '/article/nope')).toBeNull()
    expect(servedPaths(d)).toContain('/article/locked')
    expect(servedPaths(d).length).toBe(11)
  })
})

describe('list previews (POST_LIST_PREVIEW)', () => {
  const rows: RowInput[] = [
    ...posts(3),
    {
      title: 'Shut',
      slug: 'shut',
      date: '2024-01-01',
      password: 'pw',
      blocks: [textBlock(rt('x'))]
    }
  ]
  it('are left out unless the setting is on', () => {
    expect(indexPageProps(siteOf(rows), 1)).not.toHaveProperty('previews')
  })
  it('hold the first POST_PREVIEW_LINES blocks of each unlocked post', () => {
    const env = { POST_LIST_PREVIEW: 'true', POST_PREVIEW_LINES: '1' }
    const d = buildSiteData(workspaceOf(rows), { now: NOW, env })
    const p = indexPageProps(d, 1)!
    const first = p.posts.find((x) => x.title === 'Post 0')!
    const json = JSON.stringify(p.previews?.[first.id]?.blockMap)
    expect(json).toContain('Intro')
    expect(json).not.toContain('Body of post 0')
    const locked = p.posts.find((x) => x.locked)!
    expect(p.previews?.[locked.id]).toBeUndefined()
  })
})
