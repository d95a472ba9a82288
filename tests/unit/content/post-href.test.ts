import { describe, expect, it } from 'vitest'
import { hrefOf, reservedSegmentOf, type HrefInput } from '@/lib/content/post-href'

const post = (over: Partial<HrefInput> = {}): HrefInput => ({
  type: 'Post',
  id: 'abc-123',
  slug: 'hello',
  category: 'Tech',
  day: '2024-03-04',
  ...over
})

describe('hrefOf', () => {
  it.each([
    ['article', false, post(), '/article/hello'],
    ['', false, post(), '/hello'],
    ['/blog/', false, post(), '/blog/hello'],
    ['%year%/%month%/%day%', false, post(), '/2024/03/04/hello'],
    ['%category%/%slug%', false, post(), '/Tech/hello'],
    ['%year%/%slug%', false, post({ slug: '' }), '/2024/abc-123'],
    ['post/%category%', false, post({ category: null }), '/post/hello'],
    ['article', true, post(), '/article/hello.html'],
    ['article', true, post({ slug: 'hello.html' }), '/article/hello.html'],
    ['article', false, post({ slug: '' }), '/article/abc-123'],
    ['article', false, post({ slug: '/nested/path/' }), '/article/nested/path'],
    ['article', false, post({ type: 'Page', slug: 'about' }), '/about'],
    ['article', true, post({ type: 'Page', slug: 'about' }), '/about.html']
  ])('prefix %j pseudo=%s %j -> %s', (prefix, pseudoStatic, input, href) => {
    expect(hrefOf(input, { prefix, pseudoStatic })).toEqual({ href, target: '_self' })
  })

  it.each(['https://example.com/x', 'http://example.com', '  HTTPS://x.y '])(
    'external slug %j opens in a new tab, untouched by prefix and .html',
    (slug) => {
      const r = hrefOf(post({ slug }), { prefix: 'article', pseudoStatic: true })
      expect(r).toEqual({ href: slug.trim(), target: '_blank' })
    }
  )
})

describe('reservedSegmentOf', () => {
  it.each([
    ['archive', 'archive'],
    ['/tag/x', 'tag'],
    ['page.html', 'page'],
    ['Search', 'search'],
    ['sign-in/x', 'sign-in'],
    ['article/archive', null],
    ['archived', null]
  ])('%s -> %s', (path, reserved) => expect(reservedSegmentOf(path)).toBe(reserved))
})
