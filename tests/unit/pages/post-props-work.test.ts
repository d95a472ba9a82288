import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { postPathKey } from '@/lib/content/post-path-key'
import { categoryPageProps, postProps, tagPageProps } from '@/lib/pages/page-props'
import { setLogSink } from '@/lib/log'
import { manyPostsSite } from '@/tests/support/many-posts'

/*
 * Work, not time: the props of every post page of a site cost a bounded number of lookups each,
 * whatever the number of posts. A scan per page would call the path normaliser once per post per
 * page (2 × N² calls for N pages).
 */

vi.mock('@/lib/content/post-path-key', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/content/post-path-key')>()
  return { postPathKey: vi.fn(real.postPathKey) }
})

let restore: () => void
beforeAll(() => {
  restore = setLogSink(() => {})
})
afterAll(() => restore())

describe('post page props at 1,000 posts', () => {
  it('normalise each post path once for the site and twice per page', async () => {
    const data = manyPostsSite(1000)
    const served = data.posts.filter((p) => p.target === '_self' && !p.locked)
    const counted = vi.mocked(postPathKey)
    counted.mockClear()
    let related = 0
    for (const post of served) {
      const props = await postProps(data, post.href)
      expect(props).not.toBeNull()
      related += props?.post.related.length ?? 0
    }
    expect(related).toBeGreaterThan(served.length)
    const everyServed = data.posts.filter((p) => p.target === '_self').length
    expect(counted).toHaveBeenCalledTimes(everyServed + 2 * served.length)
  })

  it('list a category or tag without scanning the site per page', async () => {
    const data = manyPostsSite(1000)
    const tag = data.tags[0]!.name
    const category = data.categories[0]!.name
    const first = tagPageProps(data, tag)!
    expect(first.total).toBe(
      data.listedPosts.filter((p) => p.tags.some((t) => t.name === tag)).length
    )
    const filter = vi.spyOn(Array.prototype, 'filter')
    try {
      for (let page = 1; page <= 3; page++) {
        tagPageProps(data, tag, page)
        categoryPageProps(data, category, page)
      }
      const longest = Math.max(0, ...filter.mock.contexts.map((a) => (a as unknown[]).length))
      expect(longest).toBeLessThan(data.listedPosts.length)
    } finally {
      filter.mockRestore()
    }
  })
})
