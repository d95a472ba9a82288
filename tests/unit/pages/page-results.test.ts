import { describe, expect, it } from 'vitest'
import { pageHref } from '@/lib/routing/routes'
import { pageParam, pageParams } from '@/lib/pages/page-results'

describe('paging paths', () => {
  it('page 1 is the base path; others live under /page/n; s is kept', () => {
    expect(pageHref('', 1)).toBe('/')
    expect(pageHref('', 2)).toBe('/page/2')
    expect(pageHref('/tag/golden%20hour', 1)).toBe('/tag/golden%20hour')
    expect(pageHref('/tag/golden%20hour', 3)).toBe('/tag/golden%20hour/page/3')
    expect(pageHref('', 2, 'a b')).toBe('/page/2?s=a%20b')
  })

  it('accepts /page/n params from 2 up only', () => {
    expect(pageParam('2')).toBe(2)
    expect(pageParam('1')).toBeNull()
    expect(pageParam('02')).toBeNull()
    expect(pageParam('x')).toBeNull()
    expect(pageParam(['2'])).toBeNull()
  })

  it('lists the extra pages of a list', () => {
    expect(pageParams(12, 12)).toEqual([])
    expect(pageParams(13, 12)).toEqual([{ page: '2' }])
    expect(pageParams(37, 12)).toEqual([{ page: '2' }, { page: '3' }, { page: '4' }])
  })
})
