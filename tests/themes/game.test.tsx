import { describe, expect, it } from 'vitest'
import { indexPageProps, postProps } from '../../lib/pages/page-props'
import { buildSiteData } from '../../lib/content/site-data'
import { setLogSink } from '../../lib/log'
import { paragraph } from '../../scripts/lib/blocks'
import { buildWorkspace } from '../../scripts/lib/workspace-builder'
import { renderPage } from '../support/render-page'

const row = (n: number, tags: string[], ext?: Record<string, unknown>) => ({
  title: `Game ${n}`,
  slug: `game-${n}`,
  category: 'Games',
  tags,
  date: `2024-01-${String(10 + n).padStart(2, '0')}`,
  cover: `/demo/covers/g${n}.webp`,
  ext: ext && JSON.stringify(ext),
  blocks: [paragraph(`About game ${n}`)]
})

const workspace = buildWorkspace({ seed: 'arcade', name: 'Arcade', time: Date.UTC(2024, 0, 1) }, [
  row(1, ['Recommend'], { href: 'https://games.example.com/one/', video: '/clips/one.mp4' }),
  row(2, [], { href: '/demo/games/two/index.html', new_window: true }),
  row(3, [], { href: 'javascript:alert(1)' }),
  row(4, []),
  row(5, [], { href: '/g/5/' }),
  row(6, [], { href: '/g/6/' })
])

function site(env: Record<string, string> = {}) {
  const restore = setLogSink(() => undefined)
  try {
    return buildSiteData(
      { fetchedAt: '2024-06-01T00:00:00Z', ...workspace },
      { now: Date.UTC(2024, 11, 1), env: { THEME: 'game', SITE_LANG: 'en-US', ...env } }
    )
  } finally {
    restore()
  }
}

const home = (env: Record<string, string> = {}) =>
  renderPage({ layout: 'LayoutIndex', ...indexPageProps(site(env))! })

async function article(slug: string, env: Record<string, string> = {}) {
  const props = await postProps(site(env), `article/${slug}`)
  return renderPage({ layout: 'LayoutSlug', ...props! }, `/article/${slug}`)
}

describe('game', () => {
  it('gives the recommended game a large tile and groups the others by four', async () => {
    const html = await home()
    expect(html.match(/data-game-tile="large"/g)).toHaveLength(1)
    expect(html.match(/data-game-tile="small"/g)).toHaveLength(5)
    expect(html.match(/data-part="group"/g)).toHaveLength(2)
    expect(html).toMatch(/data-game-tile="large"[^]*?href="\/article\/game-1"/)
    const flat = await home({ GAME_INDEX_EXPAND_RECOMMEND: 'false' })
    expect(flat).not.toContain('data-game-tile="large"')
    const other = await home({ GAME_RECOMMEND_TAG: 'None' })
    expect(other).not.toContain('data-game-tile="large"')
  })

  it('gives a tile a muted, unloaded preview clip with the cover as poster, only when set', async () => {
    const html = await home()
    expect(html.match(/<video/g)).toHaveLength(1)
    expect(html).toMatch(
      /<video src="\/clips\/one.mp4" poster="\/demo\/covers\/g1-800.webp" muted="" loop="" playsInline="" preload="none"/i
    )
    expect(html).not.toContain('javascript:')
  })

  it('reserves the recently played row, empty on the server', async () => {
    const html = await home()
    expect(html).toContain('data-recently-played')
    expect(html).toContain('Games you play show up here.')
  })

  it('frames a game in a sandboxed player with its loading cover and the tool bar', async () => {
    const html = await article('game-1', { GAME_FRAME_HOSTS: 'games.example.com' })
    expect(html).toContain('data-game-player')
    expect(html).toMatch(
      /<iframe title="Game 1" sandbox="allow-scripts allow-same-origin allow-pointer-lock" allow="fullscreen; gamepad; autoplay"/
    )
    expect(html).toMatch(/data-part="overlay"[^]*?>Arcade</)
    expect(html).toContain('data-fullscreen-button')
    expect(html).not.toContain('data-part="tip"')
  })

  it('frames no host the owner has not allowed', async () => {
    const html = await article('game-1')
    expect(html).not.toContain('<iframe')
    expect(html).toContain('About game 1')
  })

  it('keeps a page of this site out of its own origin and links it at its source when asked', async () => {
    const html = await article('game-2')
    expect(html).toMatch(/<iframe title="Game 2" sandbox="allow-scripts allow-pointer-lock"/)
    expect(html).toMatch(/data-part="tip"[^>]*>Game not loading\? Open it at its source/)
    expect(html).toContain(
      'href="/demo/games/two/index.html" target="_blank" rel="noopener noreferrer"'
    )
  })

  it('renders a post without a usable game link as an ordinary article', async () => {
    for (const slug of ['game-3', 'game-4']) {
      const html = await article(slug)
      expect(html).not.toContain('data-game-player')
      expect(html).not.toContain('<iframe')
      expect(html).toContain(`About game ${slug.slice(-1)}`)
    }
  })
})
