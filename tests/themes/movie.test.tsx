import { describe, expect, it } from 'vitest'
import { postProps, siteProps } from '../../lib/pages/page-props'
import { buildSiteData } from '../../lib/content/site-data'
import { setLogSink } from '../../lib/log'
import { paragraph, video } from '../../scripts/lib/blocks'
import { buildWorkspace } from '../../scripts/lib/workspace-builder'
import { renderPage } from '../support/render-page'

const yt = (id: string) => `https://www.youtube.com/watch?v=${id}`

const workspace = buildWorkspace({ seed: 'mv', name: 'Cinema', time: Date.UTC(2024, 0, 1) }, [
  {
    title: 'Series',
    slug: 'series',
    category: 'Film',
    tags: ['night'],
    date: '2024-02-10',
    blocks: [
      paragraph('Three parts.'),
      video(yt('aaaaaaaaaaa'), { caption: 'Part 1' }),
      video(yt('bbbbbbbbbbb'), { caption: 'Part 2' }),
      video(yt('ccccccccccc'))
    ]
  },
  {
    title: 'Single',
    slug: 'single',
    category: 'Film',
    tags: ['night'],
    date: '2024-03-10',
    blocks: [video(yt('ddddddddddd'), { caption: 'Only one' })]
  }
])

function site(env: Record<string, string> = {}) {
  const restore = setLogSink(() => undefined)
  const data = buildSiteData(
    { fetchedAt: '2024-06-01T00:00:00Z', ...workspace },
    { now: Date.UTC(2024, 11, 1), env: { THEME: 'movie', SITE_LANG: 'en-US', ...env } }
  )
  restore()
  return data
}

async function article(slug: string, env: Record<string, string> = {}) {
  const props = await postProps(site(env), `article/${slug}`)
  return renderPage({ layout: 'LayoutSlug', ...props! }, `/article/${slug}`)
}

const players = (html: string) => html.match(/data-part="episode-player"/g)?.length ?? 0

describe('movie', () => {
  it('gathers a post with several videos into one player over the body', async () => {
    const html = await article('series')
    expect(players(html)).toBe(1)
    expect(html.match(/data-part="episode"/g)).toHaveLength(3)
    expect(html).toContain('>Episode 3</button>')
    expect(html.indexOf('data-part="video-episodes"')).toBeLessThan(html.indexOf('Three parts.'))
  })

  it('has no player with MOVIE_VIDEO_COMBINE off', async () => {
    expect(players(await article('series', { MOVIE_VIDEO_COMBINE: 'false' }))).toBe(0)
  })

  it('shows a single video in the player only with MOVIE_VIDEO_COMBINE_SHOW_PAGE_FORCE', async () => {
    expect(players(await article('single'))).toBe(0)
    const forced = await article('single', { MOVIE_VIDEO_COMBINE_SHOW_PAGE_FORCE: 'true' })
    expect(players(forced)).toBe(1)
  })

  it('shows related posters under an article unless MOVIE_ARTICLE_RECOMMEND is off', async () => {
    expect(await article('single')).toMatch(/data-movie-related="".*data-card="poster"/)
    expect(await article('single', { MOVIE_ARTICLE_RECOMMEND: 'false' })).not.toContain(
      'data-movie-related'
    )
  })

  it('server-renders the 404 grid with its archive months from the configured theme data', async () => {
    const html = await renderPage({ layout: 'Layout404', siteProps: siteProps(site()) }, '/x')
    expect(html).toMatch(/id="theme-movie"/)
    expect(html).toContain('role="search"')
    expect(html).toMatch(/href="\/archive#2024-03"[^>]*>March 2024<\/a>/)
    for (const w of ['latest-posts', 'categories', 'archive-months', 'tags'])
      expect(html).toContain(`data-widget="${w}"`)
  })
})
