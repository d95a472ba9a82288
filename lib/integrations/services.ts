import type { SiteConfig } from '../config/types'

export type CspDirective = 'script-src' | 'frame-src' | 'connect-src' | 'style-src'
export type Sources = Partial<Record<CspDirective, string[]>>
/** What a service reads to add origins: settings from the file or the environment. */
export type ServiceConfig = Readonly<Partial<SiteConfig>>

export interface ThirdPartyService {
  name: string
  /** Origins per directive, always admitted (the Notion table may switch the service on later). */
  sources: Sources
  /** Settings holding an address: their https origin joins these directives. */
  urlKeys?: Partial<Record<keyof SiteConfig, CspDirective[]>>
}

const GITHUB_API = ['https://api.github.com', 'https://github.com']

/**
 * Every outside service the site can load, with where it loads from. The security headers are
 * built from this list; the loaders in components/comments and components/integrations use the
 * same services and nothing else.
 */
export const THIRD_PARTY_SERVICES: readonly ThirdPartyService[] = [
  {
    name: 'Giscus comments',
    sources: { 'script-src': ['https://giscus.app'], 'frame-src': ['https://giscus.app'] }
  },
  {
    name: 'Utterances comments',
    sources: { 'script-src': ['https://utteranc.es'], 'frame-src': ['https://utteranc.es'] }
  },
  {
    name: 'Artalk comments',
    sources: {},
    urlKeys: {
      COMMENT_ARTALK_JS: ['script-src'],
      COMMENT_ARTALK_CSS: ['style-src'],
      COMMENT_ARTALK_SERVER: ['connect-src']
    }
  },
  {
    name: 'Twikoo comments',
    sources: { 'connect-src': ['https://*.tcloudbase.com', 'https://*.tencentcloudapi.com'] },
    urlKeys: { COMMENT_TWIKOO_CDN_URL: ['script-src'], COMMENT_TWIKOO_ENV_ID: ['connect-src'] }
  },
  {
    name: 'Waline comments',
    sources: {
      'script-src': ['https://cdn.jsdelivr.net'],
      'style-src': ['https://cdn.jsdelivr.net']
    },
    urlKeys: { COMMENT_WALINE_SERVER_URL: ['connect-src'] }
  },
  {
    name: 'Valine comments',
    sources: {
      'connect-src': ['https://*.lncld.net', 'https://*.lncldapi.com', 'https://*.lncldglobal.com']
    },
    urlKeys: { COMMENT_VALINE_CDN: ['script-src'], COMMENT_VALINE_SERVER_URLS: ['connect-src'] }
  },
  {
    name: 'Cusdis comments',
    sources: {},
    urlKeys: { COMMENT_CUSDIS_SCRIPT_SRC: ['script-src'], COMMENT_CUSDIS_HOST: ['frame-src'] }
  },
  {
    name: 'Gitalk comments',
    sources: { 'connect-src': [...GITHUB_API, 'https://cors-anywhere.azm.workers.dev'] },
    urlKeys: {
      COMMENT_GITALK_JS_CDN_URL: ['script-src'],
      COMMENT_GITALK_CSS_CDN_URL: ['style-src']
    }
  },
  { name: 'WebMention comments', sources: { 'connect-src': ['https://webmention.io'] } },
  {
    name: 'Busuanzi page views',
    sources: { 'script-src': ['https://busuanzi.ibruce.info'] }
  },
  {
    name: 'Google Analytics',
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
    sources: { 'script-src': ['https://hm.baidu.com'], 'connect-src': ['https://hm.baidu.com'] }
  },
  { name: 'CNZZ', sources: { 'script-src': ['https://*.cnzz.com'] } },
  {
    name: '51.la',
    sources: { 'script-src': ['https://sdk.51.la'], 'connect-src': ['https://*.51.la'] }
  },
  {
    name: 'Matomo',
    sources: {},
    urlKeys: { MATOMO_HOST_URL: ['script-src', 'connect-src'] }
  },
  {
    name: 'Ackee',
    sources: {},
    urlKeys: {
      ANALYTICS_ACKEE_TRACKER: ['script-src'],
      ANALYTICS_ACKEE_DATA_SERVER: ['connect-src']
    }
  },
  {
    name: 'Microsoft Clarity',
    sources: { 'script-src': ['https://*.clarity.ms'], 'connect-src': ['https://*.clarity.ms'] }
  },
  {
    name: 'Umami',
    sources: { 'connect-src': ['https://api-gateway.umami.dev'] },
    urlKeys: { UMAMI_HOST: ['script-src', 'connect-src'] }
  },
  {
    name: 'Google AdSense',
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
    sources: { 'script-src': ['https://cdn.wwads.cn'], 'connect-src': ['https://*.wwads.cn'] }
  },
  {
    name: 'Tidio chat',
    sources: {
      'script-src': ['https://code.tidio.co'],
      'connect-src': ['https://*.tidio.co', 'wss://*.tidio.co']
    }
  },
  {
    name: 'Chatbase chat',
    sources: {},
    urlKeys: { CHATBASE_BASE_URL: ['script-src', 'frame-src', 'connect-src'] }
  },
  {
    name: 'Crisp chat',
    sources: {
      'script-src': ['https://client.crisp.chat'],
      'style-src': ['https://client.crisp.chat'],
      'connect-src': ['https://client.crisp.chat', 'wss://client.relay.crisp.chat']
    }
  },
  {
    name: 'DaoVoice chat',
    sources: {
      'script-src': ['https://widget.daovoice.io'],
      'connect-src': ['https://*.daovoice.io']
    }
  },
  {
    name: 'Gitter chat',
    sources: { 'script-src': ['https://sidecar.gitter.im'], 'frame-src': ['https://gitter.im'] }
  },
  {
    name: 'Facebook Messenger chat',
    sources: {
      'script-src': ['https://connect.facebook.net'],
      'frame-src': ['https://www.facebook.com', 'https://web.facebook.com']
    }
  },
  { name: 'Web fonts', sources: {}, urlKeys: { FONT_URL: ['style-src'] } },
  { name: 'Mermaid diagrams', sources: {}, urlKeys: { MERMAID_CDN: ['script-src'] } }
]

/** The https origins of a setting's value (a URL or a list of them); others are left out. */
export function originsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value]
  return list.flatMap((item) => {
    if (typeof item !== 'string' || !/^https:\/\//i.test(item.trim())) return []
    try {
      return [new URL(item.trim()).origin]
    } catch {
      return []
    }
  })
}

/** Every origin the services admit for a directive, with the configured addresses' origins. */
export function serviceSources(directive: CspDirective, config: ServiceConfig): string[] {
  return THIRD_PARTY_SERVICES.flatMap((service) => {
    const fixed = service.sources[directive] ?? []
    const configured = Object.entries(service.urlKeys ?? {}).flatMap(([name, directives]) =>
      directives?.includes(directive) ? originsOf(config[name as keyof SiteConfig]) : []
    )
    return [...fixed, ...configured]
  })
}
