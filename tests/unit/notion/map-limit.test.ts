import { describe, expect, it } from 'vitest'
import { chunksOf, mapLimit } from '../../../lib/notion/map-limit'

describe('chunksOf', () => {
  it('cuts a list into runs of at most the cap, in order', () => {
    expect(chunksOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]])
    expect(chunksOf([1, 2], 2)).toEqual([[1, 2]])
    expect(chunksOf([], 3)).toEqual([])
  })
})

describe('mapLimit', () => {
  it('keeps results in order and never runs more than the limit at once', async () => {
    let running = 0
    let most = 0
    const results = await mapLimit([30, 10, 20, 0], 2, async (ms, i) => {
      most = Math.max(most, ++running)
      await new Promise((resolve) => setTimeout(resolve, ms))
      running--
      return i
    })
    expect(results).toEqual([0, 1, 2, 3])
    expect(most).toBe(2)
  })
})
