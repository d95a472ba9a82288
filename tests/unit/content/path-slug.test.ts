import { describe, expect, it } from 'vitest'
import { checkPath, checkPathSlug } from '@/lib/content/path-slug'

describe('checkPathSlug', () => {
  it.each([
    'hello',
    'guide/intro',
    '/nested/path/',
    '中文标题',
    'guide/入门',
    'café-crème',
    'emoji-🎉',
    'hello.html',
    'v1.2',
    '...',
    'a..b',
    '%E4%B8%AD%E6%96%87',
    'https://example.com/x?y=1#z'
  ])('keeps %j as written', (slug) => expect(checkPathSlug(slug)).toEqual({ slug, problem: null }))

  it.each([
    '..',
    '.',
    '../../etc/passwd',
    'guide/../admin',
    'guide/./intro',
    '%2e%2e',
    '%2E%2E/x',
    '.%2e/x',
    'a%2fb',
    'a%5Cb',
    'a%3Fb',
    'a%23b',
    'a%2525',
    'a%00b',
    'a%C2%85b',
    '100%',
    '%year%',
    'a\\b',
    '\\evil.com',
    '/\\evil.com',
    'a?b=1',
    'a#top',
    'tab\there',
    'new\nline',
    'nul\u0000',
    'del\u007f',
    'c1\u0085'
  ])('refuses %j: the post keeps its id', (raw) => {
    const checked = checkPathSlug(raw)
    expect(checked.slug).toBe('')
    expect(checked.problem).toEqual(expect.any(String))
  })

  it.each([
    ['a//b', 'a/b'],
    ['//evil.com', 'evil.com'],
    ['///', ''],
    ['guide/ /intro', 'guide/intro']
  ])('drops the empty segments of %j', (raw, slug) =>
    expect(checkPathSlug(raw)).toEqual({ slug, problem: expect.any(String) })
  )

  it('checks a category as a path, a link too', () => {
    expect(checkPath('https://evil.example').problem).toEqual(expect.any(String))
    expect(checkPath('C/C++')).toEqual({ slug: 'C/C++', problem: null })
    expect(checkPath('  ')).toEqual({ slug: '', problem: null })
  })
})
