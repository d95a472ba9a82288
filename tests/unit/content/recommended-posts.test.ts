import { describe, expect, it } from 'vitest'
import { recommendedPosts } from '@/lib/content/recommended-posts'
import type { PostLink, PostSummary } from '@/lib/content/types'

const summary = (id: string, tags: string[], lastEdited: string) =>
  ({
    id,
    title: id,
    href: `/a/${id}`,
    target: '_self',
    category: 'C',
    tags: tags.map((name) => ({ name, color: 'default' })),
    cover: null,
    coverThumbnail: `/${id}.webp`,
    lastEdited
  }) as unknown as PostSummary

const link = (id: string): PostLink =>
  ({
    id,
    title: id,
    href: `/a/${id}`,
    target: '_self',
    category: null,
    coverThumbnail: null,
    lastEdited: '2024-01-01'
  }) as unknown as PostLink

describe('recommendedPosts', () => {
  const posts = [
    summary('a', ['Pick'], '2024-01-01'),
    summary('b', [], '2024-03-01'),
    summary('c', ['Pick'], '2024-02-01'),
    summary('d', ['Pick'], '2024-04-01')
  ]

  it('takes the tagged posts in order, at most `count`', () => {
    const list = recommendedPosts(posts, [], 'Pick', false, 2)
    expect(list.map((p) => p.id)).toEqual(['a', 'c'])
    expect(list[0]).toMatchObject({ category: 'C', cover: '/a.webp' })
  })

  it('sorts them by last edit when asked', () => {
    expect(recommendedPosts(posts, [], 'Pick', true).map((p) => p.id)).toEqual(['d', 'c', 'a'])
  })

  it('falls back to the latest posts when none carries the tag', () => {
    const list = recommendedPosts(posts, [link('x'), link('y')], 'Nothing', false)
    expect(list.map((p) => p.id)).toEqual(['x', 'y'])
    expect(recommendedPosts(posts, [link('x')], 'Pick', false, 0)).toEqual([])
  })
})
