import { describe, expect, it } from 'vitest'
import { COMMENT_PROVIDERS } from '@/components/comments/providers'
import { loadConfig } from '@/lib/config/load-config'
import { getSiteData } from '@/lib/pages/get-site-data'
import { adsenseSrc, WWADS_SRC } from '@/lib/integrations/ads'
import { analyticsScripts } from '@/lib/integrations/analytics'
import { BUSUANZI_SRC } from '@/lib/integrations/busuanzi'
import { chatScripts } from '@/lib/integrations/chat'
import { THIRD_PARTY_SERVICES } from '@/lib/integrations/services'
import { WALINE_CLIENT_DIR } from '@/lib/integrations/waline-cdn'
import { contentSecurityPolicy } from '@/lib/security/headers'

const UUID = '82e51db6-dec2-423a-b7c9-b4ff7ebb3302'
/** Every service switched on, each with an id of its own form. */
const ALL_ON = loadConfig({
  env: {
    COMMENT_GISCUS_REPO: 'owner/repo',
    COMMENT_UTTERANCES_REPO: 'owner/repo',
    COMMENT_ARTALK_SERVER: 'https://artalk.example.com',
    COMMENT_TWIKOO_ENV_ID: 'blog-1a2b3c',
    COMMENT_WALINE_SERVER_URL: 'https://waline.example.com',
    COMMENT_VALINE_APP_ID: 'abcdefgh-gzGzoHsz',
    COMMENT_VALINE_APP_KEY: 'k'.repeat(24),
    COMMENT_CUSDIS_APP_ID: UUID,
    COMMENT_GITALK_CLIENT_ID: 'Iv1.0123456789abcdef',
    COMMENT_GITALK_REPO: 'blog',
    COMMENT_WEBMENTION_ENABLE: 'true',
    ANALYTICS_BUSUANZI_ENABLE: 'true',
    ANALYTICS_GOOGLE_ID: 'G-ABCDE12345',
    ANALYTICS_BAIDU_ID: '0123456789abcdef0123456789abcdef',
    ANALYTICS_CNZZ_ID: '12345678',
    ANALYTICS_51LA_ID: 'Abc12345',
    ANALYTICS_51LA_CK: 'Abc12345',
    MATOMO_HOST_URL: 'https://stats.example.com',
    MATOMO_SITE_ID: '3',
    ANALYTICS_ACKEE_TRACKER: 'https://ackee.example.com/tracker.js',
    ANALYTICS_ACKEE_DATA_SERVER: 'https://ackee.example.com',
    ANALYTICS_ACKEE_DOMAIN_ID: UUID,
    CLARITY_ID: 'abc123def',
    UMAMI_ID: UUID,
    ADSENSE_GOOGLE_ID: 'ca-pub-1234567890123456',
    AD_WWADS_ID: '123',
    COMMENT_TIDIO_ID: 'abcdefghijklmnopqrstuvwxyz012345',
    CHATBASE_ID: 'bot-123456',
    CRISP_WEBSITE_ID: UUID,
    COMMENT_DAO_VOICE_ID: 'abc123',
    COMMENT_GITTER_ROOM: 'owner/room',
    FACEBOOK_PAGE_ID: '123456789',
    FACEBOOK_APP_ID: '987654321',
    WEB_WHIZ_ENABLED: 'true',
    WEB_WHIZ_CHAT_BOT_ID: '64f0dfdc33675875fd4c0ec1',
    DIFY_CHATBOT_ENABLED: 'true',
    DIFY_CHATBOT_TOKEN: 'B4keNRHr22WXJT38',
    FONT_URL: 'https://fonts.googleapis.com/css2?family=Inter',
    WIDGET_PET: 'true',
    MUSIC_PLAYER: 'true',
    MUSIC_PLAYER_METING: 'true',
    MAILCHIMP_FORM_URL: 'https://x.us1.list-manage.com/subscribe/post?u=1&id=2'
  }
}).config
const NOTHING_ON = { ...loadConfig({ env: {} }).config, MERMAID_CDN: '' }

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? []
const outside = (sources: string[]) =>
  sources.filter((s) => s !== "'self'" && !s.startsWith("'sha256-"))

/** Whether a CSP source expression admits `url` (a first request, no redirect). */
function admits(source: string, url: string): boolean {
  if (source === "'self'") return url.startsWith('/')
  if (!url.startsWith('https://')) return false
  const { origin, hostname, href } = new URL(url)
  const [, host = '', path = ''] = /^https:\/\/([^/]+)(\/.*)?$/.exec(source) ?? []
  const hostOk = host.startsWith('*.')
    ? hostname.endsWith(host.slice(1))
    : origin === `https://${host}`
  return hostOk && (!path || href.startsWith(`https://${host}${path}`))
}
const admitted = (csp: string, name: string, url: string) =>
  directive(csp, name).some((source) => admits(source, url))

/** The script URLs the loaders would request under `config`. */
function loadedScripts(config: typeof ALL_ON): string[] {
  const comments = COMMENT_PROVIDERS.filter((p) => p.isEnabled(config)).map((p) => p.id)
  const byComment: Record<string, string[]> = {
    giscus: ['https://giscus.app/client.js'],
    utterances: ['https://utteranc.es/client.js'],
    artalk: [config.COMMENT_ARTALK_JS],
    twikoo: [config.COMMENT_TWIKOO_CDN_URL],
    waline: [`${WALINE_CLIENT_DIR}waline.js`],
    valine: [config.COMMENT_VALINE_CDN],
    cusdis: [config.COMMENT_CUSDIS_SCRIPT_SRC],
    gitalk: [config.COMMENT_GITALK_JS_CDN_URL],
    webmention: []
  }
  return [
    ...comments.flatMap((id) => byComment[id] ?? [`unknown comment system ${id}`]),
    ...analyticsScripts(config).map((plan) => plan.src),
    ...chatScripts(config, 'en-US').map((plan) => plan.src),
    ...(config.ADSENSE_GOOGLE_ID ? [adsenseSrc(config.ADSENSE_GOOGLE_ID)] : []),
    ...(config.AD_WWADS_ID ? [WWADS_SRC] : []),
    ...(config.POST_VIEW_COUNTER === 'busuanzi' ? [BUSUANZI_SRC] : []),
    ...(config.MERMAID_CDN ? [config.MERMAID_CDN] : []),
    ...(config.WIDGET_PET ? [config.WIDGET_PET_SCRIPT_URL] : []),
    ...(config.MUSIC_PLAYER && config.MUSIC_PLAYER_METING
      ? [config.MUSIC_PLAYER_CDN_URL, config.MUSIC_PLAYER_METING_CDN_URL]
      : [])
  ]
}

describe('the policy admits the services a site switches on, and no other', () => {
  it("the demo's admits no outside script host: only Mermaid's folder, for its diagram", async () => {
    const { config } = await getSiteData()
    const csp = contentSecurityPolicy(config)
    expect(outside(directive(csp, 'script-src'))).toEqual([
      'https://cdnjs.cloudflare.com/ajax/libs/mermaid/11.4.0/'
    ])
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'")
    expect(directive(csp, 'connect-src')).toEqual(["'self'"])
    expect(directive(csp, 'style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(directive(csp, 'frame-src')).toEqual(["'self'", 'https:'])
    expect(directive(csp, 'form-action')).toEqual(["'self'"])
  })

  it('with nothing switched on, scripts come from this site and its own inline scripts only', () => {
    const csp = contentSecurityPolicy(NOTHING_ON)
    expect(outside(directive(csp, 'script-src'))).toEqual([])
    expect(directive(csp, 'connect-src')).toEqual(["'self'"])
  })

  it("configuring Giscus adds exactly giscus's origin, for its script and its frame", () => {
    const before = contentSecurityPolicy(NOTHING_ON).split('; ')
    const after = contentSecurityPolicy({ ...NOTHING_ON, COMMENT_GISCUS_REPO: 'o/r' }).split('; ')
    const changed = after.filter((d) => !before.includes(d))
    expect(changed).toEqual([
      expect.stringMatching(/^script-src 'self' ('sha256-[^']+' ){3}https:\/\/giscus\.app$/),
      "frame-src 'self' https: https://giscus.app"
    ])
    expect(after.join('; ').replace(/ https:\/\/giscus\.app/g, '')).toBe(before.join('; '))
  })

  it('admits every script a loader requests, and each service off takes its scripts away', () => {
    const csp = contentSecurityPolicy(ALL_ON)
    const scripts = loadedScripts(ALL_ON)
    expect(scripts.length).toBeGreaterThan(25)
    for (const src of scripts) expect([src, admitted(csp, 'script-src', src)]).toEqual([src, true])
    for (const service of THIRD_PARTY_SERVICES) {
      expect([service.name, service.on(ALL_ON)]).toEqual([service.name, true])
      const without = { ...ALL_ON, ...service.off }
      expect([service.name, service.on(without)]).toEqual([service.name, false])
      const csp = contentSecurityPolicy(without)
      for (const src of loadedScripts(without))
        expect([src, admitted(csp, 'script-src', src)]).toEqual([src, true])
    }
  })

  it('admits a configured script address by its folder, never the rest of its host', () => {
    const csp = contentSecurityPolicy(ALL_ON)
    expect(directive(csp, 'script-src')).toContain(
      'https://cdnjs.cloudflare.com/ajax/libs/artalk/2.5.5/'
    )
    expect(
      admitted(
        csp,
        'script-src',
        'https://cdnjs.cloudflare.com/ajax/libs/angular.js/1.8.3/angular.js'
      )
    ).toBe(false)
    expect(admitted(csp, 'script-src', 'https://cdn.jsdelivr.net/npm/anything@1/x.js')).toBe(false)
    const odd = contentSecurityPolicy({
      ...NOTHING_ON,
      MERMAID_CDN: 'https://cdn.example/a;b,c/mermaid.js'
    })
    expect(directive(odd, 'script-src')).toContain('https://cdn.example/a%3Bb%2Cc/')
  })
})
