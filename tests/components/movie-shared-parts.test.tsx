import { beforeAll, describe, expect, it } from 'vitest'
import { NotFoundWidgets } from '@/components/NotFoundWidgets'
import { PosterCard } from '@/components/post-list/PosterCard'
import { VideoEpisodes } from '@/components/VideoEpisodes'
import type { SiteProps } from '@/lib/theme/props'
import type { EpisodeSource } from '@/lib/content/video-episodes'
import { renderWidget, widgetSite } from '@/tests/components/widgets/site'

let site: SiteProps

beforeAll(() => {
  site = widgetSite()
})

const aPost = () => {
  if (!site.notice) throw new Error('the widget site has a notice')
  return {
    ...site.notice.post,
    title: 'Night Train',
    summary: 'A film in three parts',
    href: '/a/night',
    tags: [{ name: 'night', color: 'blue' }]
  }
}

const video = (id: string, url: string, caption?: string) => ({
  id,
  type: 'video',
  properties: { source: [[url]], ...(caption ? { caption: [[caption]] } : {}) }
})
function body(...blocks: Record<string, unknown>[]): EpisodeSource {
  const all = [{ id: 'root', type: 'page', content: blocks.map((b) => b.id) }, ...blocks]
  return {
    rootId: 'root',
    blockMap: { block: Object.fromEntries(all.map((b) => [b.id, { role: 'reader', value: b }])) }
  }
}
const yt = (id: string) => `https://www.youtube.com/watch?v=${id}`

describe('VideoEpisodes', () => {
  const three = body(
    video('a', yt('aaaaaaaaaaa'), 'Part 1 — Dawn'),
    video('b', yt('bbbbbbbbbbb')),
    video('c', 'https://example.com/c.mp4', 'Part 3')
  )

  it('plays the first episode in one lazy, sandboxed frame and lists every episode', () => {
    const html = renderWidget(site, <VideoEpisodes body={three} />)
    expect(html.match(/<iframe/g)).toHaveLength(1)
    expect(html).toMatch(
      /<iframe data-part="episode-player"[^>]*src="https:\/\/www.youtube-nocookie.com\/embed\/aaaaaaaaaaa" title="Part 1 — Dawn" loading="lazy" allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture" allowfullscreen="" sandbox="allow-scripts/i
    )
    expect(html.match(/data-part="episode"/g)).toHaveLength(3)
    expect(html).toMatch(/aria-pressed="true"[^>]*>.*Part 1 — Dawn<\/button>/)
    expect(html).toMatch(/aria-pressed="false"[^>]*>.*Episode 2<\/button>/)
    expect(html).toContain('aria-label="Episodes"')
  })

  it('shows nothing for one episode unless forced, and nothing without a body', () => {
    const one = body(video('a', 'https://example.com/a.mp4'))
    expect(renderWidget(site, <VideoEpisodes body={one} />)).toBe('')
    expect(renderWidget(site, <VideoEpisodes body={null} force />)).toBe('')
    const forced = renderWidget(site, <VideoEpisodes body={one} force />)
    expect(forced).toMatch(
      /<video data-part="episode-player"[^>]*src="https:\/\/example.com\/a.mp4"/
    )
    expect(forced).toContain('controls=""')
  })

  it('takes class slots', () => {
    const html = renderWidget(
      site,
      <VideoEpisodes
        body={three}
        classes={{ player: 'p-slot', item: 'i-slot', current: 'c-slot' }}
      />
    )
    expect(html).toMatch(/data-part="player" class="[^"]*p-slot/)
    expect(html.match(/i-slot/g)).toHaveLength(3)
    expect(html.match(/c-slot/g)).toHaveLength(1)
  })
})

describe('PosterCard', () => {
  it('is a 2:3 poster with tags over it and the title and summary over a gradient', () => {
    const html = renderWidget(
      site,
      <PosterCard post={aPost()} cover="/c.webp" index={0} classes={{ root: 'r-slot' }} />
    )
    expect(html).toMatch(/data-card="poster" data-cover="" class="[^"]*aspect-\[2\/3\][^"]*r-slot/)
    expect(html).toMatch(/<img src="\/c-800.webp"[^>]*loading="eager" fetchPriority="high"/i)
    expect(html).toMatch(/data-part="tags".*href="\/tag\/night"[^>]*>#night<\/a>/)
    expect(html).toMatch(/data-part="shade".*data-part="caption"/)
    expect(html).toMatch(
      /<h2 data-part="title"[^>]*><a [^>]*href="\/a\/night"[^>]*>Night Train<\/a>/
    )
    expect(html).toMatch(/data-part="summary"[^>]*>A film in three parts/)
  })

  it('drops the picture, the tags and the summary when there are none or when asked', () => {
    const html = renderWidget(
      site,
      <PosterCard post={aPost()} cover={null} index={1} tags={false} summary={false} level={3} />
    )
    expect(html).not.toContain('<img')
    expect(html).not.toContain('data-part="tags"')
    expect(html).not.toContain('data-part="summary"')
    expect(html).toMatch(/<h3 data-part="title"/)
  })
})

describe('NotFoundWidgets', () => {
  it('shows a search box, then latest posts, categories, archive months and tags', () => {
    const withMonths = {
      ...site,
      themeData: { archiveMonths: [{ key: '2024-01', title: 'January 2024', count: 3 }] }
    }
    const html = renderWidget(
      withMonths,
      <NotFoundWidgets categoryLimit={1} classes={{ grid: 'g-slot' }} />
    )
    expect(html).toMatch(/role="search"/)
    const order = ['latest-posts', 'categories', 'archive-months', 'tags'].map((w) =>
      html.indexOf(`data-widget="${w}"`)
    )
    expect(order.every((i) => i > 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    expect(html).toMatch(/data-part="widget-grid" class="[^"]*g-slot/)
    expect(html).toMatch(/href="\/archive#2024-01"[^>]*>January 2024<\/a>/)
    expect(html.match(/href="\/category\//g)).toHaveLength(1)
  })
})
