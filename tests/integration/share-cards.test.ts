import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { CardInput } from '@/lib/cards/card-types'
import type { SiteData } from '@/lib/content/site-types'
import { setLogSink } from '@/lib/log'
import type { PageProps } from '@/lib/theme/layout-props'
import { callRoute } from '@/tests/support/api-route'
import { imageSize } from '@/tests/support/image-size'

/*
 * The demo's share cards as a server draws them (the build does the same into its own folder):
 * each listed post's page names its card in its head, and the card route answers it.
 */
let root: string
let restoreLog: () => void
const env = { ...process.env }

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'share-cards-'))
  Object.assign(process.env, { SHARE_CARD: 'card', THEME: 'nobelium', NOTION_CACHE_DIR: root })
  vi.resetModules()
  restoreLog = setLogSink(() => {})
})
afterAll(async () => {
  restoreLog()
  process.env = env
  await rm(root, { recursive: true, force: true })
})

const ogImage = async (page: PageProps, route: string) => {
  const { pageMeta } = await import('@/lib/seo/page-meta')
  const { messagesFor } = await import('@/lib/i18n/messages')
  return pageMeta(page, route, messagesFor(page.siteProps.config.LANG))
}

describe('share cards of the demo', () => {
  it("names a 1200×630 card in every listed post's head, and the card route answers it", async () => {
    const { getSiteData } = await import('@/lib/pages/get-site-data')
    const { siteRouteResult } = await import('@/lib/pages/site-routes')
    const { shareImageOf } = await import('@/lib/pages/page-card')
    const { serveCard } = await import('@/lib/pages/card-route')
    const data = await getSiteData()
    // A post whose link leads off the site has no page of its own.
    const posts = data.listedPosts.filter((post) => post.href.startsWith('/'))
    expect(posts.length).toBeGreaterThan(5)
    // One page built whole: its head names the card its post's page is given.
    const first = posts[0]!
    const result = await siteRouteResult(first.href.split('/').filter(Boolean))
    if (!('props' in result)) throw new Error(`${first.href}: no page`)
    const meta = await ogImage(await result.props, first.href)
    expect(meta.image).toMatch(/^https?:\/\/[^/]+\/cards\/[0-9a-f]{20}\.(png|jpg)$/)
    expect(meta.imageSize).toEqual({ width: 1200, height: 630, alt: first.title })
    expect(meta.image!.endsWith((await shareImageOf(data, first))!.url)).toBe(true)
    for (const post of posts) {
      const card = await shareImageOf(data, post)
      const name = card?.url.split('/').pop() ?? ''
      const answer = await callRoute(serveCard, { method: 'GET', query: { name } })
      expect(answer.status, post.href).toBe(200)
      const size = imageSize(answer.body as Buffer)
      expect(size, post.href).toEqual({ type: name.split('.')[1], width: 1200, height: 630 })
      expect(answer.headers['content-type']).toBe(size?.type === 'png' ? 'image/png' : 'image/jpeg')
    }
  })

  it('draws one card again after one post is edited, and no other', async () => {
    const { getSiteData } = await import('@/lib/pages/get-site-data')
    const { shareImageOf } = await import('@/lib/pages/page-card')
    const data = await getSiteData()
    const drawn: string[] = []
    const render = async (input: CardInput) => {
      drawn.push(input.title)
      return Buffer.from(input.title)
    }
    // Every page's card, drawn into a cache of its own (the first test's are real cards).
    const fresh: SiteData = { ...data, site: { ...data.site, title: `${data.site.title} ·` } }
    const cards = async (site: SiteData) =>
      Promise.all([null, ...site.posts].map((post) => shareImageOf(site, post, render)))
    const before = await cards(fresh)
    expect(drawn.length).toBe(fresh.posts.length + 1)
    const target = fresh.posts[0]!
    const edited: SiteData = {
      ...fresh,
      posts: fresh.posts.map((post) =>
        post === target ? { ...post, title: `${post.title}, edited` } : post
      )
    }
    drawn.length = 0
    const after = await cards(edited)
    expect(drawn).toEqual([`${target.title}, edited`])
    expect(after.filter((card, i) => card?.url !== before[i]?.url)).toHaveLength(1)
  })
})
