import type { SiteConfig } from '../config/types'
import { WALINE_CLIENT_DIR } from './waline-cdn'

export type CspDirective = 'script-src' | 'frame-src' | 'connect-src' | 'style-src' | 'form-action'
export type Sources = Partial<Record<CspDirective, string[]>>
/** What a service reads: the site's settings, resolved. */
export type ServiceConfig = Readonly<Partial<SiteConfig>>

export interface ThirdPartyService {
  name: string
  /** Whether the settings switch it on: the condition its loader checks. */
  on: (config: ServiceConfig) => boolean
  /** Settings that switch it off again. */
  off: Partial<SiteConfig>
  /** Sources per directive, admitted while it is on. */
  sources: Sources
  /** Settings holding an address, admitted while it is on (see addressSources). */
  urlKeys?: Partial<Record<keyof SiteConfig, CspDirective[]>>
}

const GITHUB_API = ['https://api.github.com', 'https://github.com']
/** WebWhiz's SDK folder (lib/integrations/chat.ts's WEBWHIZ_SDK), by path: the CDN serves every library. */
const WEBWHIZ_SDK_FOLDER = 'https://www.unpkg.com/webwhiz@1.0.0/dist/'
const set = (value: unknown) => Boolean(value)

/**
 * Every outside service the site can load, with where it loads from. The security headers admit
 * the services a site's settings switch on, and no other; the loaders in components/comments,
 * components/integrations and lib/integrations use the same services and nothing else.
 */
export const THIRD_PARTY_SERVICES: readonly ThirdPartyService[] = [
  {
    name: 'Giscus comments',
    on: (c) => set(c.COMMENT_GISCUS_REPO),
    off: { COMMENT_GISCUS_REPO: '' },
    sources: { 'script-src': ['https://giscus.app'], 'frame-src': ['https://giscus.app'] }
  },
  {
    name: 'Utterances comments',
    on: (c) => set(c.COMMENT_UTTERANCES_REPO),
    off: { COMMENT_UTTERANCES_REPO: '' },
    sources: { 'script-src': ['https://utteranc.es'], 'frame-src': ['https://utteranc.es'] }
  },
  {
    name: 'Artalk comments',
    on: (c) => set(c.COMMENT_ARTALK_SERVER),
    off: { COMMENT_ARTALK_SERVER: '' },
    sources: {},
    urlKeys: {
      COMMENT_ARTALK_JS: ['script-src'],
      COMMENT_ARTALK_CSS: ['style-src'],
      COMMENT_ARTALK_SERVER: ['connect-src']
    }
  },
  {
    name: 'Twikoo comments',
    on: (c) => set(c.COMMENT_TWIKOO_ENV_ID),
    off: { COMMENT_TWIKOO_ENV_ID: '' },
    sources: { 'connect-src': ['https://*.tcloudbase.com', 'https://*.tencentcloudapi.com'] },
    urlKeys: { COMMENT_TWIKOO_CDN_URL: ['script-src'], COMMENT_TWIKOO_ENV_ID: ['connect-src'] }
  },
  {
    name: 'Waline comments',
    on: (c) => set(c.COMMENT_WALINE_SERVER_URL),
    off: { COMMENT_WALINE_SERVER_URL: '' },
    sources: { 'script-src': [WALINE_CLIENT_DIR], 'style-src': [WALINE_CLIENT_DIR] },
    urlKeys: { COMMENT_WALINE_SERVER_URL: ['connect-src'] }
  },
  {
    name: 'Valine comments',
    on: (c) => set(c.COMMENT_VALINE_APP_ID) && set(c.COMMENT_VALINE_APP_KEY),
    off: { COMMENT_VALINE_APP_ID: '' },
    sources: {
      'connect-src': ['https://*.lncld.net', 'https://*.lncldapi.com', 'https://*.lncldglobal.com']
    },
    urlKeys: { COMMENT_VALINE_CDN: ['script-src'], COMMENT_VALINE_SERVER_URLS: ['connect-src'] }
  },
  {
    name: 'Cusdis comments',
    on: (c) => set(c.COMMENT_CUSDIS_APP_ID),
    off: { COMMENT_CUSDIS_APP_ID: '' },
    sources: {},
    urlKeys: { COMMENT_CUSDIS_SCRIPT_SRC: ['script-src'], COMMENT_CUSDIS_HOST: ['frame-src'] }
  },
  {
    name: 'Gitalk comments',
    on: (c) => set(c.COMMENT_GITALK_CLIENT_ID) && set(c.COMMENT_GITALK_REPO),
    off: { COMMENT_GITALK_CLIENT_ID: '' },
    sources: { 'connect-src': [...GITHUB_API, 'https://cors-anywhere.azm.workers.dev'] },
    urlKeys: {
      COMMENT_GITALK_JS_CDN_URL: ['script-src'],
      COMMENT_GITALK_CSS_CDN_URL: ['style-src']
    }
  },
  {
    name: 'WebMention comments',
    on: (c) => c.COMMENT_WEBMENTION_ENABLE === true,
    off: { COMMENT_WEBMENTION_ENABLE: false },
    sources: { 'connect-src': ['https://webmention.io'] }
  },
  {
    name: 'Busuanzi page views',
    on: (c) => c.ANALYTICS_BUSUANZI_ENABLE === true || c.POST_VIEW_COUNTER === 'busuanzi',
    off: { ANALYTICS_BUSUANZI_ENABLE: false, POST_VIEW_COUNTER: 'off' },
    sources: { 'script-src': ['https://busuanzi.ibruce.info'] }
  },
  {
    name: 'Google Analytics',
    on: (c) => set(c.ANALYTICS_GOOGLE_ID),
    off: { ANALYTICS_GOOGLE_ID: '' },
    sources: {
      'script-src': ['https://www.googletagmanager.com'],
      'connect-src': [
        'https://www.googletagmanager.com',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com'
      ]
    }
  },
  {
    name: 'Baidu Tongji',
    on: (c) => set(c.ANALYTICS_BAIDU_ID),
    off: { ANALYTICS_BAIDU_ID: '' },
    sources: { 'script-src': ['https://hm.baidu.com'], 'connect-src': ['https://hm.baidu.com'] }
  },
  {
    name: 'CNZZ',
    on: (c) => set(c.ANALYTICS_CNZZ_ID),
    off: { ANALYTICS_CNZZ_ID: '' },
    sources: { 'script-src': ['https://*.cnzz.com'] }
  },
  {
    name: '51.la',
    on: (c) => set(c.ANALYTICS_51LA_ID) && set(c.ANALYTICS_51LA_CK),
    off: { ANALYTICS_51LA_ID: '' },
    sources: { 'script-src': ['https://sdk.51.la'], 'connect-src': ['https://*.51.la'] }
  },
  {
    name: 'Matomo',
    on: (c) => set(c.MATOMO_HOST_URL) && set(c.MATOMO_SITE_ID),
    off: { MATOMO_SITE_ID: '' },
    sources: {},
    urlKeys: { MATOMO_HOST_URL: ['script-src', 'connect-src'] }
  },
  {
    name: 'Ackee',
    on: (c) =>
      set(c.ANALYTICS_ACKEE_TRACKER) &&
      set(c.ANALYTICS_ACKEE_DATA_SERVER) &&
      set(c.ANALYTICS_ACKEE_DOMAIN_ID),
    off: { ANALYTICS_ACKEE_DOMAIN_ID: '' },
    sources: {},
    urlKeys: {
      ANALYTICS_ACKEE_TRACKER: ['script-src'],
      ANALYTICS_ACKEE_DATA_SERVER: ['connect-src']
    }
  },
  {
    name: 'Microsoft Clarity',
    on: (c) => set(c.CLARITY_ID),
    off: { CLARITY_ID: '' },
    sources: { 'script-src': ['https://*.clarity.ms'], 'connect-src': ['https://*.clarity.ms'] }
  },
  {
    name: 'Umami',
    on: (c) => set(c.UMAMI_ID) && set(c.UMAMI_HOST),
    off: { UMAMI_ID: '' },
    sources: { 'connect-src': ['https://api-gateway.umami.dev'] },
    urlKeys: { UMAMI_HOST: ['script-src', 'connect-src'] }
  },
  {
    name: 'Google AdSense',
    on: (c) => set(c.ADSENSE_GOOGLE_ID),
    off: { ADSENSE_GOOGLE_ID: '' },
    sources: {
      'script-src': ['https://pagead2.googlesyndication.com', 'https://*.adtrafficquality.google'],
      'frame-src': [
        'https://googleads.g.doubleclick.net',
        'https://tpc.googlesyndication.com',
        'https://www.google.com'
      ],
      'connect-src': ['https://pagead2.googlesyndication.com', 'https://*.adtrafficquality.google']
    }
  },
  {
    name: 'WWAds',
    on: (c) => set(c.AD_WWADS_ID),
    off: { AD_WWADS_ID: '' },
    sources: { 'script-src': ['https://cdn.wwads.cn'], 'connect-src': ['https://*.wwads.cn'] }
  },
  {
    name: 'Tidio chat',
    on: (c) => set(c.COMMENT_TIDIO_ID),
    off: { COMMENT_TIDIO_ID: '' },
    sources: {
      'script-src': ['https://code.tidio.co'],
      'connect-src': ['https://*.tidio.co', 'wss://*.tidio.co']
    }
  },
  {
    name: 'Chatbase chat',
    on: (c) => set(c.CHATBASE_ID) && set(c.CHATBASE_BASE_URL),
    off: { CHATBASE_ID: '' },
    sources: {},
    urlKeys: { CHATBASE_BASE_URL: ['script-src', 'frame-src', 'connect-src'] }
  },
  {
    name: 'Crisp chat',
    on: (c) => set(c.CRISP_WEBSITE_ID),
    off: { CRISP_WEBSITE_ID: '' },
    sources: {
      'script-src': ['https://client.crisp.chat'],
      'style-src': ['https://client.crisp.chat'],
      'connect-src': ['https://client.crisp.chat', 'wss://client.relay.crisp.chat']
    }
  },
  {
    name: 'DaoVoice chat',
    on: (c) => set(c.COMMENT_DAO_VOICE_ID),
    off: { COMMENT_DAO_VOICE_ID: '' },
    sources: {
      'script-src': ['https://widget.daovoice.io'],
      'connect-src': ['https://*.daovoice.io']
    }
  },
  {
    name: 'Gitter chat',
    on: (c) => set(c.COMMENT_GITTER_ROOM),
    off: { COMMENT_GITTER_ROOM: '' },
    sources: { 'script-src': ['https://sidecar.gitter.im'], 'frame-src': ['https://gitter.im'] }
  },
  {
    name: 'WebWhiz chatbot',
    on: (c) => set(c.WEB_WHIZ_ENABLED) && set(c.WEB_WHIZ_CHAT_BOT_ID) && set(c.WEB_WHIZ_BASE_URL),
    off: { WEB_WHIZ_ENABLED: false },
    sources: {
      'script-src': [WEBWHIZ_SDK_FOLDER],
      'frame-src': ['https://widget.webwhiz.ai']
    },
    urlKeys: { WEB_WHIZ_BASE_URL: ['connect-src', 'frame-src'] }
  },
  {
    name: 'Dify chatbot',
    on: (c) =>
      set(c.DIFY_CHATBOT_ENABLED) && set(c.DIFY_CHATBOT_TOKEN) && set(c.DIFY_CHATBOT_BASE_URL),
    off: { DIFY_CHATBOT_ENABLED: false },
    sources: {},
    urlKeys: { DIFY_CHATBOT_BASE_URL: ['script-src', 'frame-src', 'connect-src'] }
  },
  {
    name: 'Facebook Messenger chat',
    on: (c) => set(c.FACEBOOK_PAGE_ID) && set(c.FACEBOOK_APP_ID),
    off: { FACEBOOK_PAGE_ID: '' },
    sources: {
      'script-src': ['https://connect.facebook.net'],
      'frame-src': ['https://www.facebook.com', 'https://web.facebook.com']
    }
  },
  {
    name: 'Web fonts',
    on: (c) => (c.FONT_URL?.length ?? 0) > 0,
    off: { FONT_URL: [] },
    sources: {},
    urlKeys: { FONT_URL: ['style-src'] }
  },
  {
    name: 'Mermaid diagrams',
    on: (c) => set(c.MERMAID_CDN),
    off: { MERMAID_CDN: '' },
    sources: {},
    urlKeys: { MERMAID_CDN: ['script-src'] }
  },
  {
    name: 'Live2D pet',
    on: (c) => c.WIDGET_PET === true,
    off: { WIDGET_PET: false },
    sources: {},
    urlKeys: { WIDGET_PET_SCRIPT_URL: ['script-src'], WIDGET_PET_LINK: ['connect-src'] }
  },
  {
    name: 'MetingJS music player',
    on: (c) => c.MUSIC_PLAYER === true && c.MUSIC_PLAYER_METING === true,
    off: { MUSIC_PLAYER_METING: false },
    sources: {},
    urlKeys: {
      MUSIC_PLAYER_CDN_URL: ['script-src'],
      MUSIC_PLAYER_METING_CDN_URL: ['script-src'],
      MUSIC_PLAYER_STYLE_CDN_URL: ['style-src'],
      MUSIC_PLAYER_METING_API: ['connect-src']
    }
  },
  {
    name: 'Mailchimp newsletter form',
    on: (c) => set(c.MAILCHIMP_FORM_URL),
    off: { MAILCHIMP_FORM_URL: '' },
    sources: {},
    urlKeys: { MAILCHIMP_FORM_URL: ['form-action'] }
  }
]

/** The https URLs of a setting's value (a URL or a list of them); others are left out. */
function httpsUrlsOf(value: unknown): URL[] {
  const list = Array.isArray(value) ? value : [value]
  return list.flatMap((item) => {
    if (typeof item !== 'string' || !/^https:\/\//i.test(item.trim())) return []
    try {
      return [new URL(item.trim())]
    } catch {
      return []
    }
  })
}

/** The https origins of a setting's value (a URL or a list of them); others are left out. */
export function originsOf(value: unknown): string[] {
  return httpsUrlsOf(value).map((url) => url.origin)
}

/**
 * A script or stylesheet address admits its folder, not its whole host: a CDN serves every
 * library, and a policy admitting all of them admits code that can be turned against the page.
 * `;` and `,` would end the directive or the policy, so they stay percent-encoded.
 */
function foldersOf(value: unknown): string[] {
  return httpsUrlsOf(value).map((url) => {
    const folder = url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1)
    const path = folder.replace(/;/g, '%3B').replace(/,/g, '%2C')
    return path === '/' ? url.origin : `${url.origin}${path}`
  })
}

const CODE_DIRECTIVES: readonly CspDirective[] = ['script-src', 'style-src']

/** What a service's address settings add to a directive: code by folder, the rest by origin. */
function addressSources(
  service: ThirdPartyService,
  directive: CspDirective,
  config: ServiceConfig
): string[] {
  const bySetting = CODE_DIRECTIVES.includes(directive) ? foldersOf : originsOf
  return Object.entries(service.urlKeys ?? {}).flatMap(([name, directives]) =>
    directives?.includes(directive) ? bySetting(config[name as keyof SiteConfig]) : []
  )
}

/** What one service, switched on, needs in a directive. */
export function sourcesOf(
  service: ThirdPartyService,
  directive: CspDirective,
  config: ServiceConfig
): string[] {
  return [...(service.sources[directive] ?? []), ...addressSources(service, directive, config)]
}

/** Every source the services switched on by `config` need in a directive. */
export function serviceSources(directive: CspDirective, config: ServiceConfig): string[] {
  return THIRD_PARTY_SERVICES.filter((service) => service.on(config)).flatMap((service) =>
    sourcesOf(service, directive, config)
  )
}
