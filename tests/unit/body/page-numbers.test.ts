import { describe, expect, it } from 'vitest'
import { GAP, pageNumbers } from '@/lib/body/page-numbers'

describe('pageNumbers', () => {
  it('shows every page when there are few', () => {
    expect(pageNumbers(1, 1)).toEqual([1])
    expect(pageNumbers(2, 4)).toEqual([1, 2, 3, 4])
  })

  it('shows the ends and the neighbours, with gaps between', () => {
    expect(pageNumbers(6, 12)).toEqual([1, GAP, 5, 6, 7, GAP, 12])
    expect(pageNumbers(1, 12)).toEqual([1, 2, GAP, 12])
    expect(pageNumbers(12, 12)).toEqual([1, GAP, 11, 12])
  })

  it('never hides a single page behind a gap', () => {
    expect(pageNumbers(4, 12)).toEqual([1, 2, 3, 4, 5, GAP, 12])
    expect(pageNumbers(3, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('widens with around', () => {
    expect(pageNumbers(10, 20, 2)).toEqual([1, GAP, 8, 9, 10, 11, 12, GAP, 20])
  })
})
