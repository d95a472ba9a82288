import { describe, expect, it } from 'vitest'
import { gameManifest } from '@/lib/content/game-manifest'

describe('gameManifest', () => {
  it('makes the game page an app of its own, with absolute addresses', () => {
    const m = gameManifest({
      title: 'A Small Game: Memory Pairs',
      href: '/article/memory-pairs',
      icon: '/demo/covers/pairs-800.webp',
      origin: 'https://blog.example.com'
    })
    expect(m).toMatchObject({
      id: 'https://blog.example.com/article/memory-pairs',
      name: 'A Small Game: Memory Pairs',
      short_name: 'A Small Game…',
      start_url: 'https://blog.example.com/article/memory-pairs',
      scope: 'https://blog.example.com/article/memory-pairs',
      display: 'standalone'
    })
    expect(m.icons).toEqual([
      { src: 'https://blog.example.com/demo/covers/pairs-800.webp', sizes: 'any', purpose: 'any' }
    ])
  })

  it('keeps an https icon as it is, and has none without one', () => {
    const base = { title: '雾', href: '/article/fog', origin: 'http://localhost:3000' }
    expect(gameManifest({ ...base, icon: 'https://img.example.com/a.png' }).icons[0]?.src).toBe(
      'https://img.example.com/a.png'
    )
    expect(gameManifest({ ...base, icon: null }).icons).toEqual([])
    expect(gameManifest({ ...base, icon: null }).short_name).toBe('雾')
  })
})
