import { describe, expect, it } from 'vitest'
import { mosaicUnits } from '@/lib/content/game-mosaic'

const shape = (items: string[], adEvery = 0) =>
  mosaicUnits(items, { isLarge: (s) => s.startsWith('L'), key: (s) => s, adEvery }).map((u) =>
    u.kind === 'large' ? u.item : u.kind === 'group' ? u.items.join('') : 'AD'
  )

describe('mosaicUnits', () => {
  it('gives large items a place each and groups the others by four, past the large ones', () => {
    expect(shape(['a', 'b', 'L1', 'c', 'd', 'e', 'f', 'g'])).toEqual(['abcd', 'L1', 'efg'])
    expect(shape(['L1', 'a', 'L2', 'L3', 'b'])).toEqual(['L1', 'ab', 'L2', 'L3'])
    expect(shape([])).toEqual([])
  })

  it('puts an ad in every ninth place only when asked', () => {
    const items = Array.from({ length: 12 }, (_, i) => `L${i}`)
    const withAds = shape(items, 9)
    expect(withAds).toHaveLength(13)
    expect(withAds[8]).toBe('AD')
    expect(withAds.filter((u) => u === 'AD')).toHaveLength(1)
    expect(shape(items)).not.toContain('AD')
  })
})
