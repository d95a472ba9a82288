import { describe, expect, it } from 'vitest'
import { coverImages, coverLoading, siteCoverVariant } from '@/lib/body/cover-images'

describe('coverImages', () => {
  it('uses the demo variants beside a site-path webp cover', () => {
    expect(coverImages('/demo/covers/sea.webp')).toEqual({
      thumbnail: '/demo/covers/sea-800.webp',
      full: '/demo/covers/sea.webp',
      placeholder: '/demo/covers/sea-24.webp'
    })
  })

  it('leaves other site paths and protocol-relative URLs alone', () => {
    expect(siteCoverVariant('/covers/sea.jpg', 800)).toBeNull()
    expect(siteCoverVariant('//cdn.example.com/sea.webp', 800)).toBeNull()
    expect(coverImages('/covers/sea.jpg')?.thumbnail).toBe('/covers/sea.jpg')
  })

  it('asks Unsplash for width 1200, quality 85, webp, and small sizes for the rest', () => {
    const images = coverImages('https://images.unsplash.com/photo-1?ixlib=rb')
    expect(images?.full).toMatch(/[?&]q=85/)
    expect(images?.full).toMatch(/[?&]w=1200/)
    expect(images?.full).toMatch(/[?&]fm=webp/)
    expect(images?.thumbnail).toMatch(/[?&]w=800/)
    expect(images?.placeholder).toMatch(/[?&]w=24/)
  })

  it('routes Notion files through the proxy with the block id', () => {
    const images = coverImages('attachment:abc:sea.jpg', 'block-1')
    expect(images?.full).toContain('https://www.notion.so/image/')
    expect(images?.full).toContain('id=block-1')
    expect(images?.full).toContain('width=1200')
  })

  it('is null without a showable cover', () => {
    expect(coverImages(null)).toBeNull()
    expect(coverImages('javascript:alert(1)')).toBeNull()
  })
})

describe('coverLoading', () => {
  it('loads the first cover of a list at once and first, every other one lazily', () => {
    expect(coverLoading(0)).toEqual({ loading: 'eager', fetchPriority: 'high' })
    expect(coverLoading(1)).toEqual({ loading: 'lazy' })
    expect(coverLoading(11)).toEqual({ loading: 'lazy' })
  })
})
