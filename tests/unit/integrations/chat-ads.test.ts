import { describe, expect, it } from 'vitest'
import { adUnitAttributes } from '../../../lib/integrations/ads'
import { chatScripts } from '../../../lib/integrations/chat'
import { collectWarnings, configWith } from './setup'

const srcs = (env: Record<string, string>) =>
  chatScripts(configWith(env), 'en-US').map((s) => s.src)

describe('chat widgets', () => {
  it('none without settings', () => {
    expect(chatScripts(configWith(), 'en-US')).toEqual([])
  })

  it.each([
    [
      { COMMENT_TIDIO_ID: 'abcdefghijklmnopqrstuvwxyz012345' },
      'https://code.tidio.co/abcdefghijklmnopqrstuvwxyz012345.js'
    ],
    [
      { TIDIO_ID: 'abcdefghijklmnopqrstuvwxyz012345' },
      'https://code.tidio.co/abcdefghijklmnopqrstuvwxyz012345.js'
    ],
    [{ CHATBASE_ID: 'bot_12345-abc' }, 'https://www.chatbase.co/embed.min.js'],
    [
      { CRISP_WEBSITE_ID: '7598bf86-9ebb-46bc-8d61-be8929bbf93d' },
      'https://client.crisp.chat/l.js'
    ],
    [{ COMMENT_DAO_VOICE_ID: '0f1e2d3c' }, 'https://widget.daovoice.io/widget/0f1e2d3c.js'],
    [{ COMMENT_GITTER_ROOM: 'owner/room' }, 'https://sidecar.gitter.im/dist/sidecar.v1.js'],
    [
      { FACEBOOK_PAGE_ID: '123456789', FACEBOOK_APP_ID: '987654321' },
      'https://connect.facebook.net/en_US/sdk/xfbml.customerchat.js'
    ]
  ])('%o loads exactly %s', (env, src) => {
    expect(srcs(env)).toEqual([src])
  })

  it('gives Chatbase its bot id as attributes', () => {
    const [chatbase] = chatScripts(configWith({ CHATBASE_ID: 'bot_12345-abc' }), 'en-US')
    expect(chatbase?.attributes).toMatchObject({
      chatbotId: 'bot_12345-abc',
      domain: 'www.chatbase.co'
    })
  })

  const WEBWHIZ = { WEB_WHIZ_ENABLED: 'true', WEB_WHIZ_CHAT_BOT_ID: '64f0dfdc33675875fd4c0ec1' }
  const DIFY = { DIFY_CHATBOT_ENABLED: 'true', DIFY_CHATBOT_TOKEN: 'B4keNRHr22WXJT38' }

  it('loads WebWhiz when on with a chatbot id: its SDK reads the id and API from its tag', () => {
    const [plan] = chatScripts(configWith(WEBWHIZ), 'en-US')
    expect(plan?.src).toBe('https://www.unpkg.com/webwhiz@1.0.0/dist/sdk.js')
    expect(plan?.attributes).toEqual({
      id: '__webwhizSdk__',
      chatbotId: '64f0dfdc33675875fd4c0ec1',
      baseUrl: 'https://api.webwhiz.ai'
    })
  })

  it('loads Dify from its https address, configured before its script runs', () => {
    const [plan] = chatScripts(
      configWith({ ...DIFY, DIFY_CHATBOT_BASE_URL: 'https://dify.example.com/' }),
      'en-US'
    )
    expect(plan?.src).toBe('https://dify.example.com/embed.min.js')
    expect(plan?.attributes).toEqual({ id: 'B4keNRHr22WXJT38' })
    const g = globalThis as { window?: unknown; difyChatbotConfig?: unknown }
    g.window = globalThis
    try {
      plan?.before?.()
      expect(g.difyChatbotConfig).toEqual({
        token: 'B4keNRHr22WXJT38',
        baseUrl: 'https://dify.example.com'
      })
    } finally {
      delete g.window
      delete g.difyChatbotConfig
    }
  })

  it('loads neither chatbot while its switch is off, nor with its switch and no id', () => {
    expect(
      srcs({ ...WEBWHIZ, ...DIFY, WEB_WHIZ_ENABLED: 'false', DIFY_CHATBOT_ENABLED: 'false' })
    ).toEqual([])
    expect(srcs({ WEB_WHIZ_ENABLED: 'true', DIFY_CHATBOT_ENABLED: 'true' })).toEqual([])
  })

  it('refuses a chatbot address that is not https, and malformed chatbot ids', () => {
    const warnings = collectWarnings()
    expect(
      srcs({
        ...WEBWHIZ,
        ...DIFY,
        WEB_WHIZ_BASE_URL: 'http://api.example.com',
        DIFY_CHATBOT_TOKEN: '"><script>'
      })
    ).toEqual([])
    expect(warnings).toHaveLength(2)
  })

  it('refuses malformed ids', () => {
    const warnings = collectWarnings()
    expect(srcs({ COMMENT_TIDIO_ID: '../evil', COMMENT_GITTER_ROOM: 'a b' })).toEqual([])
    expect(warnings).toHaveLength(2)
  })
})

describe('AdSense units', () => {
  const ads = {
    ADSENSE_GOOGLE_ID: 'ca-pub-1234567890123456',
    ADSENSE_GOOGLE_SLOT_IN_ARTICLE: '5879415581'
  }

  it('an in-article unit carries the publisher and slot ids', () => {
    expect(adUnitAttributes(configWith(ads), 'in-article')).toEqual({
      'data-ad-client': 'ca-pub-1234567890123456',
      'data-ad-slot': '5879415581',
      'data-ad-layout': 'in-article',
      'data-ad-format': 'fluid'
    })
  })

  it('test mode asks for test ads; no unit without its slot or a valid publisher', () => {
    expect(
      adUnitAttributes(configWith({ ...ads, ADSENSE_GOOGLE_TEST: 'true' }), 'in-article')
    ).toMatchObject({
      'data-adtest': 'on'
    })
    expect(adUnitAttributes(configWith(ads), 'flow')).toBeNull()
    collectWarnings()
    expect(
      adUnitAttributes(configWith({ ...ads, ADSENSE_GOOGLE_ID: 'pub-1' }), 'in-article')
    ).toBeNull()
  })
})
