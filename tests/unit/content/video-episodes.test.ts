import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { postProps } from '@/lib/pages/page-props'
import { buildSiteData } from '@/lib/content/site-data'
import { isVideoHost, videoEpisodes, type EpisodeSource } from '@/lib/content/video-episodes'
import { readWorkspaceDir } from '@/lib/notion/workspace-dir'

const untitled = (n: number) => `Episode ${n}`
const demo = async () => {
  const ws = await readWorkspaceDir(path.resolve('content/demo'))
  if (!ws) throw new Error('demo workspace missing')
  return buildSiteData(ws, { now: Date.UTC(2030, 0, 1) })
}
const episodesOf = async (slug: string) => {
  const props = await postProps(await demo(), `/article/${slug}`)
  return videoEpisodes(props?.post.body, untitled)
}

/** A prepared body from bare block values; the first is the root page. */
function body(...blocks: Record<string, unknown>[]): EpisodeSource {
  const block = Object.fromEntries(blocks.map((b) => [b.id, { role: 'reader', value: b }]))
  return { rootId: String(blocks[0]?.id), blockMap: { block } }
}
const page = (...content: unknown[]) => ({ id: 'root', type: 'page', content })
const yt = 'https://www.youtube.com/watch?v=LXb3EKWsInQ'

describe('videoEpisodes on the demo', () => {
  it('finds the captioned YouTube video of a post and skips its map embed', async () => {
    const episodes = await episodesOf('desert-week')
    expect(episodes).toHaveLength(1)
    expect(episodes[0]).toMatchObject({
      kind: 'iframe',
      src: 'https://www.youtube-nocookie.com/embed/LXb3EKWsInQ'
    })
    expect(episodes[0]?.title).toMatch(/^Landscape footage in 4K/)
  })

  it('lists the three parts of the film series, captions as titles, in body order', async () => {
    const episodes = await episodesOf('open-films')
    expect(episodes.map((e) => e.title)).toEqual([
      'Part 1 — Morning, the fog lifting off the pines',
      'Part 2 — Snow, alpenglow on the ridges',
      'Part 3 — Night, the harbour at blue hour'
    ])
    expect(episodes.map((e) => [e.kind, e.src])).toEqual(
      ['morning', 'snow', 'night'].map((name) => ['video', `/demo/video/${name}.webm`])
    )
  })

  it('has none in a post without video', async () => {
    expect(await episodesOf('zone-system')).toEqual([])
  })

  it('has none for a locked post (no body)', async () => {
    const data = await demo()
    const locked = data.listedPosts.find((p) => p.locked)
    expect(locked).toBeDefined()
    const props = await postProps(data, locked!.href)
    expect(props?.post.body).toBeNull()
    expect(videoEpisodes(props?.post.body, untitled)).toEqual([])
  })
})

describe('videoEpisodes on hand-made bodies', () => {
  it('keeps body order, through columns and synced blocks, and names untitled ones', () => {
    const episodes = videoEpisodes(
      body(
        page('a', 'cols', 'ref'),
        { id: 'a', type: 'video', properties: { source: [[yt]], caption: [['Part 1']] } },
        { id: 'cols', type: 'column_list', content: ['col'] },
        { id: 'col', type: 'column', content: ['b'] },
        { id: 'b', type: 'video', properties: { source: [['https://example.com/clip.mp4']] } },
        {
          id: 'ref',
          type: 'transclusion_reference',
          format: { transclusion_reference_pointer: { id: 'c' } }
        },
        {
          id: 'c',
          type: 'embed',
          format: { display_source: 'https://player.vimeo.com/video/76979871' },
          properties: {
            caption: [
              ['Part ', []],
              ['3', [['b']]]
            ]
          }
        }
      ),
      untitled
    )
    expect(episodes).toEqual([
      {
        id: 'a',
        title: 'Part 1',
        src: 'https://www.youtube-nocookie.com/embed/LXb3EKWsInQ',
        kind: 'iframe'
      },
      { id: 'b', title: 'Episode 2', src: 'https://example.com/clip.mp4', kind: 'video' },
      { id: 'c', title: 'Part 3', src: 'https://player.vimeo.com/video/76979871', kind: 'iframe' }
    ])
  })

  it('leaves out embeds of other hosts and unsafe sources', () => {
    const episodes = videoEpisodes(
      body(
        page('map', 'js', 'data', 'yt-embed'),
        { id: 'map', type: 'embed', format: { display_source: 'https://maps.google.com/x' } },
        { id: 'js', type: 'video', properties: { source: [['javascript:alert(1)']] } },
        { id: 'data', type: 'embed', properties: { source: [['data:text/html,hi']] } },
        { id: 'yt-embed', type: 'embed', properties: { source: [[yt]] } }
      ),
      untitled
    )
    expect(episodes.map((e) => [e.id, e.src])).toEqual([
      ['yt-embed', 'https://www.youtube-nocookie.com/embed/LXb3EKWsInQ']
    ])
  })

  it('never throws on malformed blocks or bodies', () => {
    const broken = body(
      page('none', 'strs', 'nums', 'loop', 'missing', 7),
      { id: 'none', type: 'video' },
      { id: 'strs', type: 'embed', properties: 'x', format: 'y' },
      { id: 'nums', type: 'video', properties: { source: [[42]], caption: 5 }, format: null },
      { id: 'loop', type: 'toggle', content: ['loop', 'root'] }
    )
    expect(videoEpisodes(broken, untitled)).toEqual([])
    expect(videoEpisodes(null, untitled)).toEqual([])
    expect(videoEpisodes(undefined, untitled)).toEqual([])
    expect(videoEpisodes({ rootId: 'x', blockMap: {} }, untitled)).toEqual([])
    const junk = { rootId: 3, blockMap: 'no' } as unknown as EpisodeSource
    expect(videoEpisodes(junk, untitled)).toEqual([])
  })

  it('knows video hosts by host, not by a word in the URL', () => {
    expect(isVideoHost('https://www.youtube.com/embed/x')).toBe(true)
    expect(isVideoHost('https://player.bilibili.com/player.html?bvid=1')).toBe(true)
    expect(isVideoHost('https://example.com/?u=youtube.com')).toBe(false)
    expect(isVideoHost('not a url')).toBe(false)
  })
})
