import { createHmac } from 'node:crypto'
import type { GetStaticPropsResult } from 'next'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setLogSink } from '@/lib/log'
import { getSiteData } from '@/lib/pages/get-site-data'
import {
  createRevalidateRoute,
  MAX_BODY_BYTES,
  REVALIDATIONS_PER_MINUTE,
  type RevalidateConfig
} from '@/lib/pages/revalidate-route'
import { siteRouteResult } from '@/lib/pages/site-routes'
import type { PageProps } from '@/lib/theme/layout-props'
import { callRoute, type CallInput } from '@/tests/support/api-route'
import {
  forgetWorkspaces,
  ROWS,
  startPublishSite,
  type PublishSite
} from '@/tests/support/publish-site'

/*
 * POST /api/revalidate against the mock of Notion, each page it regenerates rendered as Next
 * would (getStaticProps of `[[...route]]`) into a stand-in for Next's page cache: what the next
 * visitor of that path gets.
 */
const SECRET = 'revalidate-secret-43-abcdef'
const TOKEN = 'secret_notion_verification_43'
const CONFIG: RevalidateConfig = {
  REVALIDATE_SECRET: SECRET,
  NOTION_WEBHOOK_TOKEN: TOKEN,
  CLIENT_IP_HEADER: ''
}

let site: PublishSite
let logs: string[] = []
let restoreLog: () => void
let clock = 0
const served = new Map<string, GetStaticPropsResult<PageProps>>()
const route = createRevalidateRoute({ config: () => CONFIG, now: () => clock })

/** Next's regeneration of a path: its getStaticProps, kept as the page now served. */
const regenerate = async (path: string) => {
  served.set(path, await siteRouteResult(path.split('/').filter(Boolean).map(decodeURIComponent)))
}
const pageText = (path: string) => JSON.stringify(served.get(path) ?? null)
/** The titles a served list page lists (not its sidebar's latest posts). */
const listed = (path: string) => {
  const page = served.get(path)
  return page && 'props' in page && 'posts' in page.props
    ? page.props.posts.map((p) => p.title)
    : []
}
let address = 0
/** Each call from its own address, so the rate limit stays out of the way. */
const post = (body: unknown, input: CallInput = {}) =>
  callRoute(route, {
    headers: { 'x-revalidate-secret': SECRET, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ip: `198.51.100.${++address % 250}`,
    revalidate: regenerate,
    ...input
  })
const sign = (body: string, key = TOKEN) =>
  `sha256=${createHmac('sha256', key).update(body).digest('hex')}`

beforeAll(async () => {
  restoreLog = setLogSink((_, message) => logs.push(message))
  site = await startPublishSite()
  for (const [name, value] of Object.entries(site.env)) vi.stubEnv(name, value)
})

afterAll(async () => {
  restoreLog()
  vi.unstubAllEnvs()
  await site.close()
})

beforeEach(async () => {
  logs = []
  clock += 120_000
  // Every page served once, as the build left it.
  await getSiteData()
  site.mock.requests.length = 0
})

describe('refusals: nothing done, Notion never asked', () => {
  it('a missing or wrong secret is a 401 and the secret is never echoed', async () => {
    forgetWorkspaces()
    const body = { slug: 'film-notes' }
    const answers = [
      await post(body, { headers: { 'content-type': 'application/json' } }),
      await post(body, { headers: { 'x-revalidate-secret': `${SECRET}x` } }),
      await post(body, { headers: { 'x-revalidate-secret': SECRET.slice(0, -1) } }),
      await post(body, { headers: { authorization: 'Bearer nope' } })
    ]
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401])
    expect(answers.flatMap((a) => a.revalidated)).toEqual([])
    expect(site.mock.requests).toEqual([])
    expect(JSON.stringify([answers, logs])).not.toContain(SECRET)
  })

  it('answers 404 without REVALIDATE_SECRET, and 405 to anything but a POST', async () => {
    const off = createRevalidateRoute({ config: () => ({ ...CONFIG, REVALIDATE_SECRET: '' }) })
    expect((await callRoute(off, { headers: { 'x-revalidate-secret': '' } })).status).toBe(404)
    expect((await post({ slug: 'film-notes' }, { method: 'GET' })).status).toBe(405)
    expect(site.mock.requests).toEqual([])
  })

  it('refuses a body over the cap with 413, and a body naming nothing with 400', async () => {
    const big = JSON.stringify({ slug: 'film-notes', pad: 'x'.repeat(MAX_BODY_BYTES) })
    expect((await post(big)).status).toBe(413)
    expect((await post('{"slug":')).status).toBe(400)
    expect((await post({ path: '//evil.example/x' })).status).toBe(400)
    expect((await post({ nothing: true })).status).toBe(400)
    expect(site.mock.requests).toEqual([])
  })

  it('limits each address to REVALIDATIONS_PER_MINUTE requests, wrong secrets included', async () => {
    const limited = createRevalidateRoute({ config: () => CONFIG, now: () => clock })
    const from = (ip: string) =>
      callRoute(limited, { headers: { 'x-revalidate-secret': 'wrong' }, body: '{}', ip })
    const statuses: number[] = []
    for (let i = 0; i <= REVALIDATIONS_PER_MINUTE; i++)
      statuses.push((await from('192.0.2.1')).status ?? 0)
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true)
    const refused = await from('192.0.2.1')
    expect([statuses.at(-1), refused.status]).toEqual([429, 429])
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await from('192.0.2.2')).status).toBe(401)
    clock += 60_000
    expect((await from('192.0.2.1')).status).toBe(401)
  })
})

describe("Notion's integration webhooks", () => {
  const event = (type: string, id: string) =>
    JSON.stringify({ type, entity: { id, type: 'page' }, data: {} })

  it('a bad signature is a 401 and Notion sees no request; a good one regenerates the post', async () => {
    const body = event('page.content_updated', ROWS.road)
    const bad = await post(body, { headers: { 'x-notion-signature': sign(body, 'other') } })
    const tampered = await post(event('page.content_updated', ROWS.film), {
      headers: { 'x-notion-signature': sign(body) }
    })
    expect([bad.status, tampered.status]).toEqual([401, 401])
    expect(site.mock.requests).toEqual([])
    const good = await post(body, { headers: { 'x-notion-signature': sign(body) } })
    expect(good.status).toBe(200)
    expect(good.revalidated).toContain('/article/road-trip')
  })

  it('answers the subscription handshake without work, logging the token only while unset', async () => {
    const handshake = JSON.stringify({ verification_token: 'secret_new_token' })
    const unset = createRevalidateRoute({ config: () => ({ ...CONFIG, NOTION_WEBHOOK_TOKEN: '' }) })
    const first = await callRoute(unset, { body: handshake })
    expect(first.status).toBe(200)
    expect(logs.join('\n')).toContain('secret_new_token')
    logs = []
    expect((await post(handshake, { headers: {} })).status).toBe(200)
    expect(logs.join('\n')).not.toContain('secret_new_token')
    expect(site.mock.requests).toEqual([])
  })

  it('ignores events of other objects (comments, databases)', async () => {
    const body = JSON.stringify({
      type: 'comment.created',
      entity: { id: ROWS.film, type: 'comment' }
    })
    const answer = await post(body, { headers: { 'x-notion-signature': sign(body) } })
    expect(answer.status).toBe(200)
    expect(answer.revalidated).toEqual([])
    expect(site.mock.requests).toEqual([])
  })
})

describe('regeneration', () => {
  it('an edit made within the same minute shows on the very next request', async () => {
    await regenerate('/article/film-notes')
    expect(pageText('/article/film-notes')).toContain('Film body, first draft')
    // Notion's edit time counts minutes: the row still says the page is unchanged.
    site.setBody(ROWS.film, 'Film body, second thoughts')
    site.mock.requests.length = 0
    const answer = await post({ slug: 'film-notes' })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ ok: true, found: true, site: 'default' })
    expect(pageText('/article/film-notes')).toContain('Film body, second thoughts')
    // One fresh read of each database, and the post's page fetched once though its row was not edited.
    expect(site.mock.count('queryCollection')).toBe(2)
    expect(site.mock.count('loadPageChunk', ROWS.film)).toBe(1)
  })

  it('an automation payload (the row page id) regenerates the post, its lists and indexes', async () => {
    const answer = await post({
      source: { type: 'automation' },
      data: { object: 'page', id: ROWS.road.replace(/-/g, ''), properties: {} }
    })
    expect(answer.status).toBe(200)
    expect(answer.revalidated).toEqual(
      expect.arrayContaining([
        '/article/road-trip',
        '/',
        '/category/Travel',
        '/tag/road',
        '/category',
        '/tag',
        '/archive',
        '/archive/2024',
        '/search'
      ])
    )
    expect(answer.revalidated).not.toContain('/category/Film')
    expect(answer.body).toMatchObject({
      documents: expect.arrayContaining(['/rss/feed.xml', '/sitemap.xml', '/api/search'])
    })
  })

  it('a category change moves the post between category pages at once', async () => {
    await regenerate('/category/Film')
    await regenerate('/category/Travel')
    expect(listed('/category/Film')).toContain('Film Notes')
    expect(listed('/category/Travel')).not.toContain('Film Notes')
    site.setColumn(ROWS.film, 'category', 'Travel')
    const answer = await post({ data: { object: 'page', id: ROWS.film } })
    expect(answer.revalidated).toEqual(
      expect.arrayContaining(['/category/Film', '/category/Travel'])
    )
    expect(listed('/category/Travel')).toContain('Film Notes')
    expect(listed('/category/Film')).not.toContain('Film Notes')
    site.setColumn(ROWS.film, 'category', 'Film')
    await post({ data: { object: 'page', id: ROWS.film } })
  })

  it('a post turned draft regenerates its old pages, which then answer 404', async () => {
    site.setColumn(ROWS.road, 'status', 'Draft')
    const answer = await post({ path: '/article/road-trip' })
    expect(answer.revalidated).toEqual(
      expect.arrayContaining(['/article/road-trip', '/category/Travel'])
    )
    expect(served.get('/article/road-trip')).toMatchObject({ notFound: true })
    site.setColumn(ROWS.road, 'status', 'Published')
    await post({ data: { object: 'page', id: ROWS.road } })
  })

  it("regenerates a language's post under its prefix", async () => {
    site.setBody(ROWS.zh, '中文正文二')
    const answer = await post({ data: { object: 'page', id: ROWS.zh } })
    expect(answer.body).toMatchObject({ site: 'zh' })
    expect(answer.revalidated).toEqual(expect.arrayContaining(['/zh/article/zh-post', '/zh']))
    expect(answer.revalidated.every((p) => p.startsWith('/zh'))).toBe(true)
    expect(pageText('/zh/article/zh-post')).toContain('中文正文二')
  })

  it('a list page by its path regenerates that page alone; an unknown path or slug is a 404', async () => {
    expect((await post({ path: '/category/Film' })).revalidated).toEqual(['/category/Film'])
    expect((await post({ path: '/no/such/page' })).status).toBe(404)
    expect((await post({ slug: 'no-such-post' })).status).toBe(404)
  })

  it('a draft changed is nowhere to regenerate', async () => {
    const answer = await post({ data: { object: 'page', id: ROWS.draft } })
    expect(answer.status).toBe(404)
    expect(answer.revalidated).toEqual([])
  })

  it('when Next answers with a render started before the edit, the post is rendered again', async () => {
    await regenerate('/article/film-notes')
    site.setBody(ROWS.film, 'Film body, third thoughts')
    const renders: string[] = []
    let joined = false
    const answer = await post(
      { slug: 'film-notes' },
      {
        // Next's response cache joins the first regeneration of the post to one already running:
        // that render read the workspace before the edit, and nothing renders here.
        revalidate: async (path) => {
          renders.push(path)
          if (path === '/article/film-notes' && !joined) {
            joined = true
            return
          }
          await regenerate(path)
        }
      }
    )
    expect(answer.status).toBe(200)
    expect(pageText('/article/film-notes')).toContain('Film body, third thoughts')
    expect(renders.filter((p) => p === '/article/film-notes')).toHaveLength(2)
    // Every other page rendered from the fresh read, once.
    expect(renders.length).toBe(new Set(renders).size + 1)
    // The report names the post once.
    const report = answer.body as { revalidated: string[] }
    expect(report.revalidated.filter((p) => p === '/article/film-notes')).toHaveLength(1)
  })
})
