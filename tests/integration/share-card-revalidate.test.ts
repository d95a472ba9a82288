import type { GetStaticPropsResult } from 'next'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { setLogSink } from '@/lib/log'
import type { PageProps } from '@/lib/theme/layout-props'
import { callRoute } from '@/tests/support/api-route'
import { ROWS, startPublishSite, type PublishSite } from '@/tests/support/publish-site'

/*
 * A server with share cards on: POST /api/revalidate after an edit regenerates the post's page
 * (its getStaticProps, as Next runs it), which draws the post's new card into the server's own
 * folder, and the card route serves it.
 */
const SECRET = 'revalidate-secret-49-abcdef'
let site: PublishSite
let restoreLog: () => void

beforeAll(async () => {
  restoreLog = setLogSink(() => {})
  site = await startPublishSite()
  for (const [name, value] of Object.entries(site.env)) vi.stubEnv(name, value)
  vi.stubEnv('SHARE_CARD', 'card')
  vi.stubEnv('REVALIDATE_SECRET', SECRET)
  // The settings are read once per process: these modules load after them.
  vi.resetModules()
})

afterAll(async () => {
  restoreLog()
  vi.unstubAllEnvs()
  await site.close()
})

describe('share card under on-demand regeneration', () => {
  it("draws an edited post's card again with its page, and serves it", async () => {
    const { siteRouteResult } = await import('@/lib/pages/site-routes')
    const { createRevalidateRoute } = await import('@/lib/pages/revalidate-route')
    const { serveCard } = await import('@/lib/pages/card-route')
    const path = '/article/film-notes'
    let served: GetStaticPropsResult<PageProps> | null = null
    const regenerate = async (at: string) => {
      if (at === path) served = await siteRouteResult(at.split('/').filter(Boolean))
    }
    const cardOf = () =>
      served && 'props' in served ? (served.props as PageProps).shareImage?.url : undefined
    await regenerate(path)
    const before = cardOf()
    expect(before).toMatch(/^\/cards\/[0-9a-f]{20}\.png$/)

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
    const after = cardOf()
    expect(after).toMatch(/^\/cards\/[0-9a-f]{20}\.png$/)
    expect(after).not.toBe(before)
    const name = after!.split('/').pop()!
    const card = await callRoute(serveCard, { method: 'GET', query: { name } })
    expect(card.status).toBe(200)
    expect((card.body as Buffer).subarray(1, 4).toString('latin1')).toBe('PNG')
  })
})
