import { describe, expect, it } from 'vitest'
import { effectKeys } from '@/conf/effects.config'
import { widgetKeys } from '@/conf/widgets.config'
import { loadConfig } from '@/lib/config/load-config'
import { contentSecurityPolicy } from '@/lib/security/headers'
import { configWith } from '@/tests/unit/integrations/setup'

const SWITCHES = [
  'FIREWORKS',
  'MOUSE_FOLLOW',
  'SAKURA',
  'SNOW',
  'STARRY_SKY',
  'NEST',
  'RIBBON',
  'FLUTTERINGRIBBON',
  'MUSIC_PLAYER',
  'WIDGET_PET',
  'CUSTOM_RIGHT_CLICK_CONTEXT_MENU'
] as const

describe('effect and widget settings', () => {
  it('are all off by default', () => {
    const config = configWith()
    for (const name of SWITCHES) expect(config[name], name).toBe(false)
  })

  it("read NotionNext's environment names", () => {
    const config = configWith({
      NEXT_PUBLIC_FIREWORKS: 'true',
      NEXT_PUBLIC_MUSIC_PLAYER: 'true',
      NEXT_PUBLIC_WIDGET_PET: 'true',
      MOUSE_FOLLOW_EFFECT_TYPE: '3'
    })
    expect([config.FIREWORKS, config.MUSIC_PLAYER, config.WIDGET_PET]).toEqual([true, true, true])
    expect(config.MOUSE_FOLLOW_EFFECT_TYPE).toBe(3)
  })

  it("keep NotionNext's defaults for the options", () => {
    const config = configWith()
    expect(config.MOUSE_FOLLOW_EFFECT_TYPE).toBe(11)
    expect(config.MOUSE_FOLLOW_EFFECT_COLOR).toBe('#ef8013')
    expect(config.MUSIC_PLAYER_ORDER).toBe('list')
    expect(config.MUSIC_PLAYER_METING_SERVER).toBe('netease')
    expect(config.WIDGET_PET_SWITCH_THEME).toBe(true)
    expect(config.CUSTOM_RIGHT_CLICK_CONTEXT_MENU_THEME_SWITCH).toBe(false)
  })

  it('let the Notion table load scripts only with ALLOW_NOTION_SCRIPTS', () => {
    const scripts = Object.entries({ ...effectKeys, ...widgetKeys })
      .filter(([, spec]) => spec.notion === 'scripts')
      .map(([name]) => name)
    expect(scripts).toEqual([
      'WIDGET_PET_SCRIPT_URL',
      'MUSIC_PLAYER_CDN_URL',
      'MUSIC_PLAYER_STYLE_CDN_URL',
      'MUSIC_PLAYER_METING_CDN_URL'
    ])
  })

  it('admit their configured script and server origins to the security policy', () => {
    const policy = contentSecurityPolicy(
      loadConfig({
        env: {
          WIDGET_PET: 'true',
          MUSIC_PLAYER: 'true',
          MUSIC_PLAYER_METING: 'true',
          WIDGET_PET_SCRIPT_URL: 'https://pets.example/live2d.js',
          WIDGET_PET_LINK: 'https://models.example/m.json',
          MUSIC_PLAYER_METING_API: 'https://meting.example/api?id=:id'
        }
      }).config
    )
    const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(name)) ?? ''
    expect(directive('script-src')).toContain('https://pets.example')
    expect(directive('script-src')).toContain(
      'https://cdnjs.cloudflare.com/ajax/libs/aplayer/1.10.1/'
    )
    expect(directive('connect-src')).toContain('https://models.example')
    expect(directive('connect-src')).toContain('https://meting.example')
    expect(widgetKeys.WIDGET_PET_LINK.notion).toBeUndefined()
    expect(widgetKeys.MUSIC_PLAYER_METING_API.notion).toBeUndefined()
  })
})
