import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import {
  addRecent,
  noRecent,
  readRecent,
  recentSnapshot,
  RECENT_KEY,
  RECENT_LIMIT,
  removeRecent,
  subscribeRecent
} from '@/lib/content/recent-games'

/** A Storage in memory, as the browser's localStorage behaves. */
const store = new Map<string, string>()
const localStorage = {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, String(value)),
  clear: () => store.clear()
}
Object.assign(globalThis, { window: { localStorage } })
afterAll(() => Reflect.deleteProperty(globalThis, 'window'))
beforeEach(() => localStorage.clear())

describe('recent games', () => {
  it('puts the last played first, once, and keeps at most the limit', () => {
    addRecent('a')
    addRecent('b')
    addRecent('a')
    expect(readRecent()).toEqual(['a', 'b'])
    expect(JSON.parse(localStorage.getItem(RECENT_KEY) ?? '')).toEqual(['a', 'b'])
    for (let i = 0; i < 20; i++) addRecent(`g${i}`)
    expect(readRecent()).toHaveLength(RECENT_LIMIT)
    expect(readRecent()[0]).toBe('g19')
  })

  it('removes one game', () => {
    addRecent('a')
    addRecent('b')
    expect(removeRecent('a')).toEqual(['b'])
    expect(readRecent()).toEqual(['b'])
  })

  it('reads corrupt or foreign values as an empty or cleaned list', () => {
    localStorage.setItem(RECENT_KEY, '{not json')
    expect(readRecent()).toEqual([])
    localStorage.setItem(RECENT_KEY, '{"a": 1}')
    expect(readRecent()).toEqual([])
    localStorage.setItem(RECENT_KEY, '["a", 3, null, "", "a", "b"]')
    expect(readRecent()).toEqual(['a', 'b'])
    addRecent('c')
    expect(readRecent()).toEqual(['c', 'a', 'b'])
  })

  it('is an empty list where there is no storage', () => {
    Object.assign(globalThis, { window: {} })
    expect(readRecent()).toEqual([])
    expect(addRecent('a')).toEqual(['a'])
    Object.assign(globalThis, { window: { localStorage } })
  })
})

describe('the recent games store', () => {
  it('keeps one snapshot while the list is unchanged and tells subscribers of changes', () => {
    const seen: number[] = []
    Object.assign(globalThis.window, {
      addEventListener: () => undefined,
      removeEventListener: () => undefined
    })
    const stop = subscribeRecent(() => seen.push(recentSnapshot().length))
    addRecent('a')
    expect(recentSnapshot()).toBe(recentSnapshot())
    addRecent('b')
    removeRecent('a')
    stop()
    addRecent('c')
    expect(seen).toEqual([1, 2, 1])
    expect(noRecent()).toEqual([])
  })
})
