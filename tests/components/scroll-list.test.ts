import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  appendPage,
  isNearBottom,
  nextPageToLoad,
  pageDataUrl,
  throttle
} from '@/components/post-list/scroll-list'
import type { PostSummary } from '@/lib/content/types'

const post = (id: string) => ({ id }) as PostSummary

describe('scroll list', () => {
  it('loads the page after the last one loaded, until the last page', () => {
    expect(nextPageToLoad(1, 2)).toBe(2)
    expect(nextPageToLoad(2, 2)).toBeNull()
    expect(nextPageToLoad(1, 1)).toBeNull()
  })

  it("reads a list page from Next's data document under the list's base path", () => {
    expect(pageDataUrl('abc', '', 2)).toBe('/_next/data/abc/page/2.json')
    expect(pageDataUrl('abc', '/tag/golden%20hour', 3)).toBe(
      '/_next/data/abc/tag/golden%20hour/page/3.json'
    )
  })

  it('is near the bottom within the margin', () => {
    expect(isNearBottom(0, 900, 2000)).toBe(false)
    expect(isNearBottom(950, 900, 2000)).toBe(true)
    expect(isNearBottom(1100, 900, 2000, 0)).toBe(true)
  })

  it('appends a page, leaving out posts already shown, and merges previews', () => {
    const merged = appendPage(
      { posts: [post('a'), post('b')], previews: {} },
      { posts: [post('b'), post('c')] }
    )
    expect(merged.posts.map((p) => p.id)).toEqual(['a', 'b', 'c'])
  })
})

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs at once, then at most once per interval, with the last call of a burst', () => {
    const calls: number[] = []
    const fn = throttle((n: number) => calls.push(n), 500)
    fn(1)
    fn(2)
    fn(3)
    expect(calls).toEqual([1])
    vi.advanceTimersByTime(499)
    expect(calls).toEqual([1])
    vi.advanceTimersByTime(1)
    expect(calls).toEqual([1, 3])
    vi.advanceTimersByTime(1000)
    fn(4)
    expect(calls).toEqual([1, 3, 4])
    fn(5)
    fn.cancel()
    vi.advanceTimersByTime(1000)
    expect(calls).toEqual([1, 3, 4])
  })
})
