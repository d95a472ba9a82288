import { beforeEach, describe, expect, it, vi } from 'vitest'
import { accountRouteResult } from '@/lib/pages/account-page'
import { memberPost, postProps, siteProps } from '@/lib/pages/page-props'
import { buildSiteData } from '@/lib/content/site-data'
import type { SiteData } from '@/lib/content/site-types'
import { siteRoutePaths, siteRouteResult } from '@/lib/pages/site-routes'
import { themeDataFile } from '@/lib/pages/theme-data'
import { setLogSink } from '@/lib/log'
import { buildSearchIndex } from '@/lib/search/build-search-index'
import { siteFeeds } from '@/lib/seo/site-feed'
import { sitemapXml } from '@/lib/seo/sitemap'
import { paragraph } from '@/scripts/lib/blocks'
import { buildWorkspace } from '@/scripts/lib/workspace-builder'

const MARKER = 'members-only-marker-7f3a'
const TITLE = 'Members lounge'

/** A site whose `dashboard` page holds the marker; `type: 'Post'` with no URL prefix too. */
function site(env: Record<string, string> = {}, type: 'Page' | 'Post' = 'Page'): SiteData {
  const workspace = buildWorkspace(
    { seed: 'members', name: 'Members', time: Date.UTC(2024, 0, 1) },
    [
      { title: 'Hello', slug: 'hello', date: '2024-01-05', blocks: [paragraph('Public words')] },
      { title: 'About', slug: 'about', type: 'Page', blocks: [paragraph('About words')] },
      { title: TITLE, slug: 'dashboard', type, date: '2024-02-01', blocks: [paragraph(MARKER)] }
    ]
  )
  const restore = setLogSink(() => undefined)
  try {
    return buildSiteData(
      { fetchedAt: '2024-06-01T00:00:00Z', ...workspace },
      { now: Date.UTC(2024, 11, 1), env: { CUSTOM_MENU: 'false', UUID_REDIRECT: 'true', ...env } }
    )
  } finally {
    restore()
  }
}

const current = vi.hoisted(() => ({ data: null as SiteData | null }))
vi.mock('@/lib/pages/get-site-data', () => ({
  getSiteData: async () => current.data,
  languagePrefixes: async () => [],
  withPostPage: async (data: SiteData) => data
}))

const warnings: string[] = []
beforeEach(() => {
  current.data = site()
  warnings.length = 0
  setLogSink((level, message) => {
    if (level === 'warn') warnings.push(message)
  })
})

const json = (value: unknown) => JSON.stringify(value)

describe("the members' page", () => {
  it('is held out of the posts, and its body is there for the API to give', async () => {
    const data = current.data!
    expect(data.memberPage?.title).toBe(TITLE)
    expect(data.posts.map((p) => p.title)).not.toContain(TITLE)
    expect(json(await memberPost(data))).toContain(MARKER)
  })

  it("is never in the dashboard's props, which only say there is one (server mode)", async () => {
    const result = await accountRouteResult(['dashboard'])
    expect(result && 'props' in result && result.props).toMatchObject({
      layout: 'LayoutDashboard',
      memberPage: true
    })
    expect(json(result)).not.toContain(MARKER)
    expect(json(result)).not.toContain(TITLE)
  })

  it('is left out of a static export, with a warning at build', async () => {
    current.data = site({ EXPORT: 'true' })
    const result = await accountRouteResult(['dashboard'])
    expect(result && 'props' in result && result.props).toMatchObject({ memberPage: false })
    expect(json(result)).not.toContain(MARKER)
    expect(warnings.join('\n')).toMatch(/server mode/)
  })

  it('answers at no path of the site: its id, its .html twin, another case', async () => {
    const id = current.data!.memberPage!.id
    for (const segments of [
      [id],
      [id.replace(/-/g, '')],
      ['article', id],
      ['dashboard.html'],
      ['Dashboard']
    ]) {
      const result = await siteRouteResult(segments)
      expect(result, segments.join('/')).toEqual(expect.objectContaining({ notFound: true }))
    }
    const paths = (await siteRoutePaths()).paths.map((p) =>
      typeof p === 'string' ? p : (p.params.route ?? []).join('/')
    )
    expect(paths).not.toContain('dashboard')
  })

  for (const type of ['Page', 'Post'] as const)
    it(`is in no public surface as a ${type}: lists, search, feeds, sitemap, menu, theme data`, async () => {
      const data = site({ POST_URL_PREFIX: '%slug%' }, type)
      expect(data.memberPage?.href).toBe('/dashboard')
      const bodyHtml = async (body: unknown) => json(body)
      const surfaces = {
        search: json(buildSearchIndex(data)),
        feeds: json(await siteFeeds(data, bodyHtml)),
        sitemap: sitemapXml(data),
        siteProps: json(siteProps(data)),
        themeData: themeDataFile(data).json,
        post: json(await postProps(data, '/hello')),
        lists: json([data.posts, data.listedPosts, data.archive, data.nav])
      }
      for (const [name, text] of Object.entries(surfaces)) {
        expect(text, name).not.toContain(MARKER)
        expect(text, name).not.toContain(TITLE)
        expect(text, name).not.toContain('/dashboard')
      }
      // The same surfaces do carry the public pages.
      expect(surfaces.search).toContain('Public words')
      expect(surfaces.feeds).toContain('Public words')
      expect(surfaces.sitemap).toContain('/about')
      expect(json(data.nav)).toContain('/about')
    })
})
