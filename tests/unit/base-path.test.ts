import { afterEach, describe, expect, it, vi } from 'vitest'
import { normaliseBasePath, siteRoot, withBasePath, withoutBasePath } from '@/lib/base-path'
import { absoluteUrl } from '@/lib/seo/page-meta'
import { absoluteUrl as shareUrl } from '@/lib/share/share-urls'
import { mapImageUrl } from '@/lib/body/image-url'
import { coverImages } from '@/lib/body/cover-images'

afterEach(() => vi.unstubAllEnvs())
const builtUnder = (base: string) => vi.stubEnv('NOTIONPRESS_BASE_PATH', base)

describe('normaliseBasePath', () => {
  it('reads BASE_PATH as Next wants it', () => {
    expect(normaliseBasePath('')).toBe('')
    expect(normaliseBasePath('/')).toBe('')
    expect(normaliseBasePath('blog')).toBe('/blog')
    expect(normaliseBasePath(' /blog/ ')).toBe('/blog')
    expect(normaliseBasePath('/a/b')).toBe('/a/b')
  })

  it('refuses what is not path segments', () => {
    for (const bad of ['https://x.test/blog', '/a b', '/a?b', '//a', '/a//b'])
      expect(() => normaliseBasePath(bad), bad).toThrow(/BASE_PATH/)
  })
})

describe('withBasePath', () => {
  it('leaves everything alone without a base path', () => {
    expect(withBasePath('/demo/a.webp')).toBe('/demo/a.webp')
  })

  it('prefixes site paths once, even one that starts like the base path', () => {
    builtUnder('/demo')
    expect(withBasePath('/demo/covers/a.webp')).toBe('/demo/demo/covers/a.webp')
    expect(withBasePath('/')).toBe('/demo/')
  })

  it('leaves other URLs as they are', () => {
    builtUnder('/blog')
    for (const url of ['https://x.test/a', '//cdn.test/a', '#top', 'data:image/gif;base64,R0', ''])
      expect(withBasePath(url)).toBe(url)
  })
})

describe('withoutBasePath', () => {
  it('turns an address bar path back into a route', () => {
    builtUnder('/blog')
    expect(withoutBasePath('/blog')).toBe('/')
    expect(withoutBasePath('/blog/article/x')).toBe('/article/x')
    expect(withoutBasePath('/blogroll')).toBe('/blogroll')
    expect(withoutBasePath('/other')).toBe('/other')
  })
})

describe('absolute URLs under a base path', () => {
  it('take LINK with or without the base path', () => {
    builtUnder('/repo')
    expect(siteRoot('https://you.github.io')).toBe('https://you.github.io/repo')
    expect(siteRoot('https://you.github.io/repo/')).toBe('https://you.github.io/repo')
    expect(absoluteUrl('https://you.github.io', '/article/x')).toBe(
      'https://you.github.io/repo/article/x'
    )
    expect(shareUrl('https://you.github.io/repo', '/article/x')).toBe(
      'https://you.github.io/repo/article/x'
    )
  })
})

describe('images under a base path', () => {
  it('site images and the demo cover sizes carry it; other hosts do not', () => {
    builtUnder('/demo')
    expect(mapImageUrl('/demo/covers/a.webp', { width: 800 })).toBe('/demo/demo/covers/a.webp')
    expect(mapImageUrl('https://x.test/a.png', { width: 800 })).toBe('https://x.test/a.png')
    expect(coverImages('/demo/covers/a.webp')).toEqual({
      full: '/demo/demo/covers/a.webp',
      thumbnail: '/demo/demo/covers/a-800.webp',
      placeholder: '/demo/demo/covers/a-24.webp'
    })
  })
})
