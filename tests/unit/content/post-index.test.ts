import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSiteData } from '@/lib/content/site-data'
import type { SiteData } from '@/lib/content/site-types'
import { findPost, findPostById } from '@/lib/content/post-lookup'
import { postIndexOf } from '@/lib/content/post-index'
import {
  categoryPosts,
  newestPosts,
  prevNext,
  relatedPosts,
  tagPosts
} from '@/lib/content/post-neighbours'
import { readWorkspaceDir } from '@/lib/notion/workspace-dir'
import { setLogSink } from '@/lib/log'
import { manyPostsSite } from '@/tests/support/many-posts'
import {
  linearCategoryPosts,
  linearFindPost,
  linearFindPostById,
  linearLatestPosts,
  linearPrevNext,
  linearRelatedPosts,
  linearTagPosts
} from '@/tests/support/linear-post-lookup'

/** The post index answers exactly what a scan of every post answered. */

const ids = (posts: readonly { id: string }[] | null) => posts?.map((p) => p.id) ?? null
const idOf = (post: { id: string } | null) => post?.id ?? null

/** Every way a path or id of a post may be asked for, good and bad. */
function asked(data: SiteData, every: number): string[] {
  const out = ['', '/', 'nope', '/article/', '%', '%zz', '/article/%E4%B8%AD%E6%96%87/']
  data.posts.forEach((p, i) => {
    if (i % every && i >= 20) return
    const bare = p.href.replace(/^\//, '')
    const compact = p.id.replace(/-/g, '')
    out.push(
      p.href,
      bare,
      `${p.href}/`,
      `//${bare}//`,
      `${p.href}.html`,
      p.href.toUpperCase(),
      encodeURI(p.href),
      encodeURIComponent(bare),
      p.id,
      compact,
      compact.toUpperCase(),
      `/${compact}/`
    )
  })
  return out
}

function expectSameLookups(data: SiteData, every = 1) {
  for (const path of asked(data, every))
    expect(idOf(findPost(data, path)), path).toBe(idOf(linearFindPost(data, path)))
  for (const p of data.posts.filter((_, i) => i % every === 0)) {
    expect(idOf(findPostById(data, p.id))).toBe(idOf(linearFindPostById(data, p.id)))
    expect(idOf(findPostById(data, p.id.toUpperCase()))).toBe(
      idOf(linearFindPostById(data, p.id.toUpperCase()))
    )
  }
}

function expectSameLists(data: SiteData, every = 1) {
  const listed = data.listedPosts
  const sample = data.posts.filter((_, i) => i % every === 0)
  for (const post of [
    ...sample,
    { id: 'x', date: '2024-01-01', tags: [{ name: 'tag-01', color: 'default' }] }
  ]) {
    const { prev, next } = prevNext(data, post)
    const old = linearPrevNext(post, listed)
    expect([idOf(prev), idOf(next)]).toEqual([idOf(old.prev), idOf(old.next)])
    const oldRelated = ids(linearRelatedPosts(post, listed, 40))!
    // The scan's first n of 40 are its answer for n: one scan serves every count.
    for (const count of [0, 1, 6, 40])
      expect(ids(relatedPosts(data, post, count)), `${post.id} ${count}`).toEqual(
        oldRelated.slice(0, count)
      )
  }
  for (const count of [0, 1, 5, listed.length + 1])
    expect(ids(newestPosts(data, count))).toEqual(ids(linearLatestPosts(listed, count)))
  const categories = [...data.categories.map((c) => c.name), 'Nope', '']
  for (const c of categories)
    expect(ids(categoryPosts(data, c))).toEqual(ids(linearCategoryPosts(data, c)))
  for (const t of [...data.tags.map((t) => t.name), 'nope'])
    expect(ids(tagPosts(data, t))).toEqual(ids(linearTagPosts(data, t)))
}

let restore: () => void
beforeAll(() => {
  restore = setLogSink(() => {})
})
afterAll(() => restore())

describe('post index', () => {
  it('agrees with the scans on the demo workspace, in every URL form', async () => {
    const ws = await readWorkspaceDir(path.resolve('content/demo'))
    for (const env of [
      {},
      { PSEUDO_STATIC: 'true' },
      { POST_URL_PREFIX: '%year%/%category%' },
      { POSTS_SORT_BY: 'date' }
    ]) {
      const data = buildSiteData(ws!, { env, now: Date.UTC(2026, 0, 1) })
      expect(data.listedPosts.length).toBeGreaterThan(10)
      expectSameLookups(data)
      expectSameLists(data)
    }
  })

  it('agrees with the scans on 2,000 generated posts (odd slugs and tied dates first, then a sample)', () => {
    const data = manyPostsSite(2000, { POSTS_SORT_BY: 'date' })
    expect(postIndexOf(data).plainTags).toBe(true)
    expectSameLookups(data, 37)
    expectSameLists(data, 7)
  })

  it('ranks related posts as the scan did when a post names a tag twice', () => {
    const base = manyPostsSite(60)
    const twice = (p: SiteData['listedPosts'][number], i: number) =>
      i % 5 ? p : { ...p, tags: [...p.tags, ...p.tags.slice(0, 1)] }
    const listedPosts = base.listedPosts.map(twice)
    const data: SiteData = { ...base, listedPosts }
    expect(postIndexOf(data).plainTags).toBe(false)
    for (const post of listedPosts)
      for (const count of [1, 6])
        expect(ids(relatedPosts(data, post, count))).toEqual(
          ids(linearRelatedPosts(post, listedPosts, count))
        )
  })

  it('is built once per site data and again for a new one', () => {
    const data = manyPostsSite(20)
    expect(postIndexOf(data)).toBe(postIndexOf(data))
    expect(postIndexOf({ ...data })).not.toBe(postIndexOf(data))
  })
})
