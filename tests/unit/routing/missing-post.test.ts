import { describe, expect, it } from 'vitest'
import { missingPostTarget } from '@/lib/routing/missing-post'

describe('missingPostTarget', () => {
  it('sends a two-segment post path, with its query and hash, to the old site', () => {
    expect(missingPostTarget('/article/old-post', 'https://blog.example.com/')).toBe(
      'https://blog.example.com/article/old-post'
    )
    expect(missingPostTarget('/a/b/?x=1#top', 'https://old.example')).toBe(
      'https://old.example/a/b?x=1#top'
    )
  })

  it('leaves other paths, list pages and unsafe or missing bases alone', () => {
    expect(missingPostTarget('/article', 'https://old.example')).toBeNull()
    expect(missingPostTarget('/a/b/c', 'https://old.example')).toBeNull()
    expect(missingPostTarget('/category/Nope', 'https://old.example')).toBeNull()
    expect(missingPostTarget('/tag/nope', 'https://old.example')).toBeNull()
    expect(missingPostTarget('/article/x', '')).toBeNull()
    expect(missingPostTarget('/article/x', 'javascript:alert(1)')).toBeNull()
    expect(missingPostTarget('/article/x', '/relative')).toBeNull()
    expect(missingPostTarget('/article/x', 'mailto:a@b.c')).toBeNull()
  })

  it('never sends a visitor to this same site (the 404 would redirect forever)', () => {
    expect(
      missingPostTarget('/article/x', 'https://Blog.example.com/', 'blog.example.com')
    ).toBeNull()
    expect(missingPostTarget('/article/x', 'https://old.example.com/', 'blog.example.com')).toBe(
      'https://old.example.com/article/x'
    )
  })
})
