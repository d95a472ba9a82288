// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SiteWidgets } from '@/components/site-extras/SiteWidgets'
import { act, mount, widgetConfig } from '@/tests/components/site-extras/dom'
import { fakeContext } from '@/tests/unit/widgets/fake-canvas'

const reducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined
  }))

/** Lets the idle wait pass and the lazy chunks load. */
async function idle() {
  await act(async () => {
    vi.advanceTimersByTime(5000)
  })
  for (let i = 0; i < 5; i++)
    await act(async () => {
      await vi.dynamicImportSettled()
    })
}

const ON = {
  FIREWORKS: 'true',
  SAKURA: 'true',
  MUSIC_PLAYER: 'true',
  MUSIC_PLAYER_AUDIO_LIST: JSON.stringify([{ name: 'A', artist: 'B', url: '/a.mp3' }]),
  CUSTOM_RIGHT_CLICK_CONTEXT_MENU: 'true'
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('requestAnimationFrame', () => 1)
  vi.stubGlobal('cancelAnimationFrame', () => undefined)
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => fakeContext().ctx as never
  )
  reducedMotion(false)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('site widgets', () => {
  it('do nothing at all when every switch is off: no idle wait, no element', () => {
    const host = mount(<SiteWidgets config={widgetConfig()} />)
    expect(host.innerHTML).toBe('')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('load the ones switched on once the page is idle', async () => {
    const host = mount(<SiteWidgets config={widgetConfig(ON)} />)
    expect(host.innerHTML).toBe('')
    await idle()
    const effects = [...host.querySelectorAll('canvas')].map((c) => c.dataset.effect)
    expect(effects).toEqual(['fireworks', 'sakura'])
    expect(host.querySelector('[data-widget="music-player"]')).not.toBeNull()
    const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true })
    document.body.dispatchEvent(menu)
    expect(menu.defaultPrevented).toBe(true)
  })

  it('leave out every animation for visitors who ask for reduced motion', async () => {
    reducedMotion(true)
    const host = mount(<SiteWidgets config={widgetConfig({ ...ON, WIDGET_PET: 'true' })} />)
    await idle()
    expect(host.querySelector('canvas')).toBeNull()
    expect(host.querySelector('[data-widget="live2d-pet"]')).toBeNull()
    expect(host.querySelector('[data-widget="music-player"]')).not.toBeNull()
  })
})
