import { describe, expect, it } from 'vitest'
import { playPreview } from '@/components/game/use-hover-preview'

const clip = (refuse = false) => {
  const state = { currentTime: 4, plays: 0 }
  return {
    state,
    get currentTime() {
      return state.currentTime
    },
    set currentTime(value: number) {
      state.currentTime = value
    },
    play: () => {
      state.plays += 1
      return refuse ? Promise.reject(new Error('NotAllowedError')) : Promise.resolve()
    },
    pause: () => undefined
  }
}

describe('playPreview', () => {
  it('plays the clip from the start', () => {
    const c = clip()
    expect(playPreview(c, false, () => undefined)).toBe(true)
    expect(c.state).toEqual({ currentTime: 0, plays: 1 })
  })

  it('never plays without a clip or under reduced motion', () => {
    const c = clip()
    expect(playPreview(null, false, () => undefined)).toBe(false)
    expect(playPreview(c, true, () => undefined)).toBe(false)
    expect(c.state.plays).toBe(0)
  })

  it('reports a refused play', async () => {
    let failed = false
    playPreview(clip(true), false, () => (failed = true))
    await Promise.resolve()
    await Promise.resolve()
    expect(failed).toBe(true)
  })
})
