import { describe, expect, it } from 'vitest'
import { masonryColumns } from '@/components/post-list/masonry-columns'

const posts = [1, 2, 3, 4, 5, 6, 7]

describe('masonryColumns', () => {
  it('deals items row-wise: the first row of three columns reads 1, 2, 3', () => {
    expect(masonryColumns(posts, 3)).toEqual([
      [1, 4, 7],
      [2, 5],
      [3, 6]
    ])
    expect(masonryColumns(posts, 3).map((column) => column[0])).toEqual([1, 2, 3])
  })

  it('two columns alternate; one column keeps the order', () => {
    expect(masonryColumns(posts, 2)).toEqual([
      [1, 3, 5, 7],
      [2, 4, 6]
    ])
    expect(masonryColumns(posts, 1)).toEqual([posts])
  })

  it('keeps every item once, with empty columns when there are fewer items', () => {
    expect(masonryColumns([1], 3)).toEqual([[1], [], []])
    expect(masonryColumns(posts, 3).flat().sort()).toEqual(posts)
  })

  it('treats a bad count as one column', () => {
    expect(masonryColumns(posts, 0)).toEqual([posts])
    expect(masonryColumns(posts, Number.NaN)).toEqual([posts])
  })
})
