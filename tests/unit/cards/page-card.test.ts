import { describe, expect, it } from 'vitest'
import { loadConfig } from '@/lib/config/load-config'
import type { SiteData, SitePost } from '@/lib/content/site-types'
import { postCardInput, shareImageOf, siteCardInput } from '@/lib/pages/page-card'

const siteOf = (env: Record<string, string> = {}) =>
  ({
    config: loadConfig({ env: { THEME: 'nobelium', ...env } }).config,
    site: { title: 'Silver & Light', description: 'Photographs', cover: '/site.webp' }
  }) as SiteData

const post = {
  title: 'Contact sheets',
  summary: 'SECRET-SUMMARY of the sheets',
  category: 'SECRET-CATEGORY',
  type: 'Post',
  publishDay: 'Mar 4, 2024',
  cover: '/demo/covers/SECRET-COVER.webp',
  locked: false,
  shareImage: null
} as SitePost

const own = 'https://example.com/own-card.png'

describe('share card of a page', () => {
  it("shows a locked post's title and the site's name, nothing else of the post", () => {
    const input = postCardInput(siteOf(), { ...post, locked: true })
    expect(input.title).toBe('Contact sheets')
    expect(JSON.stringify(input)).not.toContain('SECRET')
    const withOwn = postCardInput(siteOf(), { ...post, locked: true, shareImage: own })
    expect(JSON.stringify(withOwn)).not.toContain('own-card')
  })

  it("shows a locked post's cover only when the owner allows it", () => {
    const input = postCardInput(siteOf({ SHARE_CARD_LOCKED_COVER: 'true' }), {
      ...post,
      locked: true
    })
    expect(input.cover).toBe(post.cover)
    expect(input.summary).toBeNull()
    expect(input.meta).toBeNull()
  })

  it("draws an open post's summary, category and date in the theme's design", () => {
    const input = postCardInput(siteOf(), post)
    expect(input).toMatchObject({
      summary: post.summary,
      meta: 'SECRET-CATEGORY · Mar 4, 2024',
      style: { design: 'writing' }
    })
    expect(postCardInput(siteOf({ THEME: 'plog' }), post).style.design).toBe('photo')
  })

  it('draws the cover alone with SHARE_CARD=cover', () => {
    const input = postCardInput(siteOf({ SHARE_CARD: 'cover' }), post)
    expect(input.style.design).toBe('cover')
    expect(input.cover).toBe(post.cover)
  })

  it("draws the owner's own share image alone, cut to the card's size, in every mode", () => {
    for (const mode of ['card', 'cover']) {
      const input = postCardInput(siteOf({ SHARE_CARD: mode }), { ...post, shareImage: own })
      expect(input).toMatchObject({ style: { design: 'cover' }, cover: own, summary: null })
      const image = shareImageOf(siteOf({ SHARE_CARD: mode }), { ...post, shareImage: own })
      expect(image).toMatchObject({ width: 1200, height: 630, alt: post.title })
      expect(image?.url).toMatch(/^\/cards\/[0-9a-f]{20}\.jpg$/)
    }
    // Nothing drawn: the owner's image as it is, its size unknown.
    expect(shareImageOf(siteOf({ SHARE_CARD: 'off' }), { ...post, shareImage: own })).toEqual({
      url: own,
      alt: post.title
    })
    expect(shareImageOf(siteOf({ SHARE_CARD: 'off' }), post)).toBeNull()
  })

  it("gives list pages the site's card, in the dark palette when the site starts dark", () => {
    const input = siteCardInput(siteOf({ APPEARANCE: 'dark' }))
    expect(input).toMatchObject({ title: 'Silver & Light', summary: 'Photographs' })
    expect(input.style.palette.background).toBe('#111827')
  })
})
