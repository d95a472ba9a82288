import { describe, expect, it } from 'vitest'
import { pickRandomHref } from '../../components/header/random-post'
import {
  INITIAL_SCROLL,
  isHeaderHidden,
  nextScrollState,
  type ScrollState
} from '../../components/header/scroll-state'

const options = { threshold: 64, tolerance: 6 }
const walk = (...ys: number[]): ScrollState =>
  ys.reduce((state, y) => nextScrollState(state, y, options), INITIAL_SCROLL)

describe('the sticky header scroll state', () => {
  it('hides in hide mode past the threshold while scrolling down, returns on the way up', () => {
    expect(isHeaderHidden('hide', walk(40))).toBe(false)
    expect(isHeaderHidden('hide', walk(40, 400))).toBe(true)
    expect(isHeaderHidden('hide', walk(40, 400, 300))).toBe(false)
    expect(isHeaderHidden('hide', walk(40, 400, 300, 600))).toBe(true)
  })

  it('comes back at the top whatever the direction', () => {
    expect(walk(400, 900, 30)).toMatchObject({ scrolled: false, direction: 'up' })
    expect(isHeaderHidden('hide', walk(400, 20))).toBe(false)
  })

  it('ignores moves under the tolerance (jitter, elastic overscroll)', () => {
    const down = walk(0, 400)
    expect(nextScrollState(down, 397, options)).toBe(down)
    expect(walk(0, 400, 397, 395).direction).toBe('down')
    expect(walk(0, 400, -30).y).toBe(0)
  })

  it('never hides in the other modes', () => {
    for (const mode of ['static', 'shrink', 'transparent'] as const)
      expect(isHeaderHidden(mode, walk(0, 900))).toBe(false)
  })
})

describe('the random post', () => {
  const hrefs = ['/a', '/b', '/c']
  it('picks among the posts other than the current one', () => {
    expect(pickRandomHref(hrefs, '/a', () => 0)).toBe('/b')
    expect(pickRandomHref(hrefs, '/a', () => 0.999)).toBe('/c')
    expect(pickRandomHref(hrefs, '/', () => 0.5)).toBe('/b')
  })
  it('has nowhere to go with no other post', () => {
    expect(pickRandomHref([], '/')).toBeNull()
    expect(pickRandomHref(['/a'], '/a')).toBeNull()
  })
})
