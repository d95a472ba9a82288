// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import MetingPlayer from '@/components/music/MetingPlayer'
import { forgetLoadedScripts } from '@/lib/integrations/load-script'
import { act, mount, serveScripts, widgetConfig } from '@/tests/components/site-extras/dom'
import { collectWarnings } from '@/tests/unit/integrations/setup'

const config = () =>
  widgetConfig({ MUSIC_PLAYER: 'true', MUSIC_PLAYER_METING: 'true', MUSIC_PLAYER_METING_ID: '123' })
const settle = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)))

beforeEach(() => forgetLoadedScripts())

describe('MetingJS player', () => {
  it('loads APlayer, then MetingJS, then adds the playlist element with the settings', async () => {
    const loaded: string[] = []
    const appended = serveScripts((src) => (loaded.push(src), 'load'))
    const host = mount(<MetingPlayer config={config()} />)
    await settle()
    await settle()
    expect(loaded).toEqual([
      'https://cdnjs.cloudflare.com/ajax/libs/aplayer/1.10.1/APlayer.min.js',
      'https://cdnjs.cloudflare.com/ajax/libs/meting/2.0.1/Meting.min.js'
    ])
    const styles = appended.mock.calls
      .map(([node]) => node)
      .filter((n) => n instanceof HTMLLinkElement)
    expect(styles.map((l) => (l as HTMLLinkElement).href)).toEqual([
      'https://cdnjs.cloudflare.com/ajax/libs/aplayer/1.10.1/APlayer.min.css'
    ])
    const element = host.querySelector('meting-js') as HTMLElement
    expect(element.getAttribute('server')).toBe('netease')
    expect(element.getAttribute('id')).toBe('123')
    expect(element.getAttribute('autoplay')).toBe('false')
    expect(element.getAttribute('fixed')).toBe('true')
  })

  it('leaves its corner empty, with a warning, when the scripts cannot load (offline)', async () => {
    const warnings = collectWarnings()
    serveScripts(() => 'fail')
    const host = mount(<MetingPlayer config={config()} />)
    await settle()
    expect(host.querySelector('meting-js')).toBeNull()
    expect(warnings.join('\n')).toContain('APlayer.min.js')
  })
})
