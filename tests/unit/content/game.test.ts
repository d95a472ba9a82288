import { afterEach, describe, expect, it } from 'vitest'
import { gameOf } from '@/lib/content/game'
import { setLogSink } from '@/lib/log'

const warnings: string[] = []
const restore = setLogSink((_level, message) => warnings.push(message))
afterEach(() => {
  warnings.length = 0
})
process.on('exit', restore)

let n = 0
const game = (ext: Record<string, unknown> | null) => gameOf({ id: `p${++n}`, ext })

describe('gameOf', () => {
  it('reads href, video and new_window from ext', () => {
    expect(
      game({ href: 'https://games.example.com/a/', video: '/demo/a.mp4', new_window: true })
    ).toEqual({ href: 'https://games.example.com/a/', video: '/demo/a.mp4', newWindow: true })
    expect(game({ href: '/demo/games/pairs/index.html' })).toEqual({
      href: '/demo/games/pairs/index.html',
      video: null,
      newWindow: false
    })
    expect(game({ href: '/g/', new_window: 'true' })?.newWindow).toBe(true)
    expect(warnings).toEqual([])
  })

  it('is null without ext or without a usable href: the post is then an article', () => {
    expect(game(null)).toBeNull()
    expect(game({ price: '€1' })).toBeNull()
    expect(warnings).toEqual([])
    expect(game({ href: 42 })).toBeNull()
    expect(warnings).toHaveLength(1)
  })

  it('drops http:, javascript:, data: and other schemes with a warning', () => {
    for (const href of [
      'http://games.example.com/',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://games.example.com/x'
    ])
      expect(game({ href })).toBeNull()
    expect(warnings).toHaveLength(4)
    expect(warnings[0]).toMatch(/ext\.href dropped/)
  })

  it('keeps the game but drops an unsafe preview video', () => {
    expect(game({ href: '/g/', video: 'javascript:alert(1)' })).toEqual({
      href: '/g/',
      video: null,
      newWindow: false
    })
    expect(warnings[0]).toMatch(/ext\.video dropped/)
  })
})

describe('gameOf where the player frames it', () => {
  const framed = (href: string, hosts: string[]) => gameOf({ id: `f${++n}`, ext: { href } }, hosts)

  it('frames this site’s pages and only the https hosts the owner allows', () => {
    expect(framed('/demo/games/pairs/', [])?.href).toBe('/demo/games/pairs/')
    expect(framed('https://Games.Example.com/a/', ['games.example.com'])?.href).toBe(
      'https://Games.Example.com/a/'
    )
    expect(framed('https://evil.example.net/', ['games.example.com'])).toBeNull()
    expect(warnings.join('\n')).toMatch(/evil\.example\.net is not in GAME_FRAME_HOSTS/)
    expect(framed('https://games.example.com.evil.net/', ['games.example.com'])).toBeNull()
  })
})
