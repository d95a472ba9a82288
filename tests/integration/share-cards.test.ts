import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { GetStaticPropsResult } from 'next'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CardInput } from '@/lib/cards/card-types'
import type { SiteData, SitePost } from '@/lib/content/site-types'
import type { RowsSnapshot } from '@/lib/notion/types'
import { setLogSink } from '@/lib/log'
import type { PageProps } from '@/lib/theme/layout-props'
import { callRoute } from '@/tests/support/api-route'
import { imageSize } from '@/tests/support/image-size'
import { ROWS, startPublishSite, type PublishSite } from '@/tests/support/publish-site'

/*
 * Share cards on a server, against the mock Notion API: a page names its card by a hash of what
 * it draws, the card route draws it when first asked (the real renderer) and answers 404 for
 * any name no current page has; an edit regenerated on demand names a new card.
 */
const SECRET = 'revalidate-secret-49-abcdef'
let site: PublishSite
let restoreLog: () => void

beforeAll(async () => {
  restoreLog = setLogSink(() => {})
  site = await startPublishSite()
  for (const [name, value] of Object.entries(site.env)) vi.stubEnv(name, value)
  vi.stubEnv('SHARE_CARD', 'card')
  vi.stubEnv('THEME', 'nobelium')
  vi.stubEnv('LINK', 'https://cards.example')
  vi.stubEnv('REVALIDATE_SECRET', SECRET)
  // The settings are read once per process: these modules load after them.
  vi.resetModules()
})

afterAll(async () => {
  restoreLog()
  vi.unstubAllEnvs()
  await site.close()
})

const pageAt = async (href: string): Promise<PageProps> => {
  const { siteRouteResult } = await import('@/lib/pages/site-routes')
  const result: GetStaticPropsResult<PageProps> = await siteRouteResult(
    href.split('/').filter(Boolean)
  )
  if (!('props' in result)) throw new Error(`${href}: no page`)
  return result.props as PageProps
}

const askFor = async (url: string) => {
  const { serveCard } = await import('@/lib/pages/card-route')
  return callRoute(serveCard, { method: 'GET', query: { name: url.split('/').pop() ?? '' } })
}

describe('share cards on a server', () => {
  it("names a 1200×630 card in a post's head, which the route draws when asked, for every listed post of every language site", async () => {
    const { getSiteData } = await import('@/lib/pages/get-site-data')
    const { otherLanguageSites } = await import('@/lib/pages/language-sites')
    const { shareImageOf } = await import('@/lib/pages/page-card')
    const { pageMeta } = await import('@/lib/seo/page-meta')
    const { messagesFor } = await import('@/lib/i18n/messages')
    const data = await getSiteData()
    const film = data.posts.find((p) => p.title === 'Film Notes')!
    // One page built whole: its head names the card shareImageOf gives its post.
    const page = await pageAt(film.href)
    const meta = pageMeta(page, film.href, messagesFor(page.siteProps.config.LANG))
    expect(meta.image).toMatch(/^https:\/\/cards\.example\/cards\/[0-9a-f]{20}\.png$/)
    expect(meta.image).toBe(`https://cards.example${shareImageOf(data, film)!.url}`)
    expect(meta.imageSize).toEqual({ width: 1200, height: 630, alt: 'Film Notes' })
    const sites = [data, ...(await otherLanguageSites(data))]
    const posts = sites.flatMap((s) => s.listedPosts.map((post) => ({ site: s, post })))
    expect(posts.map(({ post }) => post.title)).toEqual(
      expect.arrayContaining(['Film Notes', 'Road Trip', 'Vault', '中文文章'])
    )
    for (const { site, post } of posts) {
      const answer = await askFor(shareImageOf(site, post)!.url)
      expect(answer.status, post.href).toBe(200)
      expect(imageSize(answer.body as Buffer)).toEqual({ type: 'png', width: 1200, height: 630 })
      expect(answer.headers['content-type']).toBe('image/png')
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    }
  })

  it("draws a locked post's title and the site's name only", async () => {
    const { getSiteData } = await import('@/lib/pages/get-site-data')
    const { cardsOfSite, shareImageOf } = await import('@/lib/pages/page-card')
    const data = await getSiteData()
    const vault = data.posts.find((p) => p.title === 'Vault')!
    const input = cardsOfSite(data).get(shareImageOf(data, vault)!.url.split('/').pop()!)
    expect(input).toMatchObject({ title: 'Vault', summary: null, meta: null, cover: null })
    expect(JSON.stringify(input)).not.toMatch(/vault-pw|Vault body/)
  })

  it('answers 404 for a draft, an earlier version, an unknown or a malformed name', async () => {
    const { getSiteData } = await import('@/lib/pages/get-site-data')
    const { shareImageOf } = await import('@/lib/pages/page-card')
    const data = await getSiteData()
    const film = data.posts.find((p) => p.title === 'Film Notes')!
    const draft: SitePost = { ...film, title: 'Half Written', summary: 'Draft summary 43' }
    const stale: SitePost = { ...film, title: 'Film Notes, an older title' }
    for (const post of [draft, stale]) {
      const url = shareImageOf(data, post)!.url
      expect((await askFor(url)).status, post.title).toBe(404)
    }
    for (const name of ['0123456789abcdef0123.png', '../../etc/passwd', 'x.svg']) {
      const answer = await askFor(`/cards/${name}`)
      expect(answer.status, name).toBe(404)
      expect(answer.headers['cache-control']).toBe('public, max-age=60')
    }
  })

  it("names an edited post's new card when its page is regenerated, and only that one answers", async () => {
    const { createRevalidateRoute } = await import('@/lib/pages/revalidate-route')
    const film = '/article/film-notes'
    let served: PageProps | null = null
    const regenerate = async (at: string) => {
      if (at === film) served = await pageAt(at)
    }
    await regenerate(film)
    const before = served!.shareImage!.url
    site.setColumn(ROWS.film, 'category', 'Cameras')
    const route = createRevalidateRoute({
      config: () => ({ REVALIDATE_SECRET: SECRET, NOTION_WEBHOOK_TOKEN: '', CLIENT_IP_HEADER: '' })
    })
    const answer = await callRoute(route, {
      headers: { 'x-revalidate-secret': SECRET, 'content-type': 'application/json' },
      body: JSON.stringify({ slug: 'film-notes' }),
      revalidate: regenerate
    })
    expect(answer.status).toBe(200)
    const after = served!.shareImage!.url
    expect(after).toMatch(/^\/cards\/[0-9a-f]{20}\.png$/)
    expect(after).not.toBe(before)
    expect((await askFor(after)).status).toBe(200)
    expect((await askFor(before)).status).toBe(404)
  })
})

describe('share cards of a static export', () => {
  let root: string
  let out: string
  const drawn: string[] = []
  const draw = async (input: CardInput) => {
    drawn.push(input.title)
    return Buffer.from(input.title)
  }
  // The pages as an export writes them: each names its card in its head.
  const exportPages = async (data: SiteData) => {
    const { otherLanguageSites } = await import('@/lib/pages/language-sites')
    const { shareImageOf } = await import('@/lib/pages/page-card')
    await rm(out, { recursive: true, force: true })
    const sites = [data, ...(await otherLanguageSites(data))]
    for (const [i, post] of sites
      .flatMap((s) => [null, ...s.posts].map((p) => [s, p] as const))
      .entries()) {
      const card = shareImageOf(post[0], post[1])!.url
      await mkdir(path.join(out, String(i)), { recursive: true })
      await writeFile(
        path.join(out, String(i), 'index.html'),
        `<meta property="og:image" content="https://x${card}">`
      )
    }
  }
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'export-cards-'))
    out = path.join(root, 'out')
    drawn.length = 0
  })
  afterEach(() => rm(root, { recursive: true, force: true }))

  it('draws after the pages the cards they name, and after one edit only that one again', async () => {
    const { getSiteData } = await import('@/lib/pages/get-site-data')
    const { writeExportCards } = await import('@/lib/pages/export-cards')
    const kept = path.join(root, 'cache', 'cards')
    const data = await getSiteData()
    await exportPages(data)
    const first = await writeExportCards(data, out, kept, { draw })
    expect(first.missing).toEqual([])
    expect(first.drawn).toBe(first.named)
    expect((await readdir(path.join(out, 'cards'))).length).toBe(first.named)
    const target = data.posts.find((p) => p.title === 'Road Trip')!
    const edited: SiteData = {
      ...data,
      posts: data.posts.map((p) => (p === target ? { ...p, summary: 'Road summary, edited' } : p))
    }
    await exportPages(edited)
    drawn.length = 0
    const second = await writeExportCards(edited, out, kept, { draw })
    expect(drawn).toEqual(['Road Trip'])
    expect(second).toEqual({ named: first.named, drawn: 1, missing: [] })
    // The earlier version of the card stays in the kept folder, never in the export.
    expect((await readdir(path.join(out, 'cards'))).length).toBe(first.named)
    expect((await readdir(kept)).length).toBe(first.named + 1)
    // Two processes side by side share the cards between them, each drawing its own.
    const sharded = path.join(root, 'sharded')
    const halves = await Promise.all(
      [0, 1].map((index) =>
        writeExportCards(edited, out, sharded, { draw, shard: { index, count: 2 } })
      )
    )
    expect(halves.map((half) => half.drawn)).toEqual(halves.map((half) => half.named))
    expect(halves[0]!.named + halves[1]!.named).toBe(first.named)
    expect((await readdir(sharded)).length).toBe(first.named)
  })

  // The default site as its rows give it once its database is read (npm run build's snapshot).
  const siteOfRows = async () => {
    const { contentSource } = await import('@/lib/notion/get-workspace')
    const { rowsWorkspace, settingsKnown } = await import('@/lib/notion/rows-snapshot')
    const { rowsSiteData } = await import('@/lib/pages/get-site-data')
    const source = contentSource()
    const [root] = await source.rootPageIds()
    let snapshot: RowsSnapshot | null = null
    await source.loadWorkspace(root!.id, { onRows: (rows) => (snapshot = rows) })
    expect(settingsKnown(snapshot!)).toBe(true)
    return rowsSiteData(rowsWorkspace(snapshot!))
  }

  it('draws from the rows, before any page, exactly the cards the pages then name: none is left to draw after them', async () => {
    const { getSiteData } = await import('@/lib/pages/get-site-data')
    const { drawSiteCards, writeExportCards } = await import('@/lib/pages/export-cards')
    const { cardsOfSite } = await import('@/lib/pages/page-card')
    const kept = path.join(root, 'kept')
    const rows = await siteOfRows()
    const data = await getSiteData()
    // The same cards, each from the same input: its name is the hash of what it draws.
    expect(cardsOfSite(rows)).toEqual(cardsOfSite(data))
    const early = await drawSiteCards(rows, kept, { draw })
    expect(early).toEqual({ cards: cardsOfSite(data).size, drawn: drawn.length, stopped: false })
    // A locked post's card with its title only, never a draft's.
    expect(drawn).toEqual(expect.arrayContaining(['Vault', 'Film Notes']))
    expect(drawn).not.toContain('Half Written')
    await exportPages(data)
    drawn.length = 0
    const after = await writeExportCards(data, out, kept, { draw })
    // Only the other language site's cards are left: the rows drawn from are the default site's.
    expect(drawn).toEqual(expect.arrayContaining(['中文文章']))
    expect(drawn).toHaveLength(after.named - early.cards)
    expect(after.missing).toEqual([])
  })

  it('draws from the rows the very bytes the step after the pages would', async () => {
    const { getSiteData } = await import('@/lib/pages/get-site-data')
    const { siteRenderer } = await import('@/lib/pages/card-draw')
    const { cardsOfSite } = await import('@/lib/pages/page-card')
    const rows = await siteOfRows()
    const data = await getSiteData()
    const [fromRows, fromPages] = await Promise.all([siteRenderer(rows), siteRenderer(data)])
    const vault = [...cardsOfSite(data).values()].find((input) => input.title === 'Vault')!
    expect(await fromRows!(vault)).toEqual(await fromPages!(vault))
  })

  it('draws after the pages from the end while the card process goes on from the start: they meet in the middle', async () => {
    const { getSiteData } = await import('@/lib/pages/get-site-data')
    const { drawSiteCards, writeExportCards } = await import('@/lib/pages/export-cards')
    const { cardsOfSite } = await import('@/lib/pages/page-card')
    const kept = path.join(root, 'kept')
    const data = await getSiteData()
    await exportPages(data)
    const order = [...cardsOfSite(data).values()].map((input) => input.title)
    // Each card takes a while to draw, so the two go on side by side.
    const drawing = (by: string[]) => async (input: CardInput) => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      by.push(input.title)
      return draw(input)
    }
    const [byEarly, byAfter]: [string[], string[]] = [[], []]
    const [early, after] = await Promise.all([
      drawSiteCards(data, kept, { draw: drawing(byEarly) }),
      writeExportCards(data, out, kept, { draw: drawing(byAfter) })
    ])
    expect(after.missing).toEqual([])
    expect((await readdir(path.join(out, 'cards'))).length).toBe(after.named)
    // The step after the pages starts with the other language site's, then the default site's
    // last card; the card process with the default site's first.
    expect(byAfter[0]).toBe('中文文章')
    expect(byAfter).toContain(order.at(-1))
    expect(byEarly[0]).toBe(order[0])
    // Between them every card once, but the one or two both began at the meeting point.
    const both = byEarly.filter((title) => byAfter.includes(title))
    expect(both.length).toBeLessThanOrEqual(2)
    expect(early.drawn + after.drawn).toBe(after.named + both.length)
    expect(byEarly.length).toBeGreaterThan(order.length / 4)
  })

  it('leaves to the step after the pages the cards it was stopped before, and those it did not know', async () => {
    const { getSiteData } = await import('@/lib/pages/get-site-data')
    const { drawSiteCards, writeExportCards } = await import('@/lib/pages/export-cards')
    const kept = path.join(root, 'kept')
    const data = await getSiteData()
    // The pages are done after two cards.
    const early = await drawSiteCards(data, kept, { draw, stop: () => drawn.length >= 2 })
    expect(early).toMatchObject({ drawn: 2, stopped: true })
    // And the pages were built from a site edited since (a post renamed): its card is new.
    const renamed: SiteData = {
      ...data,
      posts: data.posts.map((p) => (p.title === 'Road Trip' ? { ...p, title: 'Road Trip 2' } : p))
    }
    await exportPages(renamed)
    drawn.length = 0
    const after = await writeExportCards(renamed, out, kept, { draw })
    // Every card the pages name but the two drawn early (the other language site's too).
    expect(after).toEqual({ named: after.named, drawn: after.named - 2, missing: [] })
    expect(after.named).toBeGreaterThan(early.cards)
    expect(drawn).toContain('Road Trip 2')
    expect((await readdir(path.join(out, 'cards'))).length).toBe(after.named)
  })
})
