import { describe, expect, it } from 'vitest'
import { loadConfig } from '@/lib/config/load-config'
import type { SiteData } from '@/lib/content/site-types'
import type { PostSummary } from '@/lib/content/types'
import { postCardInput, siteCardInput } from '@/lib/pages/page-card'

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
  locked: false
} as PostSummary

describe('share card of a page', () => {
  it("shows a locked post's title and the site's name, nothing else of the post", () => {
    const input = postCardInput(siteOf(), { ...post, locked: true })
    expect(input.title).toBe('Contact sheets')
    expect(JSON.stringify(input)).not.toContain('SECRET')
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

  it("gives list pages the site's card, in the dark palette when the site starts dark", () => {
    const input = siteCardInput(siteOf({ APPEARANCE: 'dark' }))
    expect(input).toMatchObject({ title: 'Silver & Light', summary: 'Photographs' })
    expect(input.style.palette.background).toBe('#111827')
  })
})
