import { describe, expect, it } from 'vitest'
import { analyticsScripts } from '../../../lib/integrations/analytics'
import { collectWarnings, configWith } from './setup'

const UUID = '82e51db6-dec2-423a-b7c9-b4ff7ebb3302'
const only = (env: Record<string, string>) =>
  analyticsScripts(configWith(env)).map(({ service, src, attributes }) => ({
    service,
    src,
    attributes
  }))

describe('analytics scripts', () => {
  it('none without settings', () => {
    expect(analyticsScripts(configWith())).toEqual([])
  })

  it.each([
    [
      { ANALYTICS_GOOGLE_ID: 'G-ABC123XYZ' },
      'https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ'
    ],
    [{ ANALYTICS_BAIDU_ID: 'a'.repeat(32) }, `https://hm.baidu.com/hm.js?${'a'.repeat(32)}`],
    [{ ANALYTICS_CNZZ_ID: '1279999' }, 'https://s9.cnzz.com/z_stat.php?id=1279999&web_id=1279999'],
    [
      { ANALYTICS_51LA_ID: 'Jgmg5avjAUvoyePS', ANALYTICS_51LA_CK: 'JgmjhbOCaxf8Y5q1' },
      'https://sdk.51.la/js-sdk-pro.min.js'
    ],
    [
      { MATOMO_HOST_URL: 'https://stats.example.com/', MATOMO_SITE_ID: '3' },
      'https://stats.example.com/matomo.js'
    ],
    [{ CLARITY_ID: 'k2x9abc4de' }, 'https://www.clarity.ms/tag/k2x9abc4de'],
    [{ UMAMI_ID: UUID }, 'https://cloud.umami.is/script.js'],
    [{ ANALYTICS_VERCEL: 'true' }, '/_vercel/insights/script.js'],
    [
      { ANALYTICS_BUSUANZI_ENABLE: 'true' },
      'https://busuanzi.ibruce.info/busuanzi/2.3/busuanzi.pure.mini.js'
    ]
  ])('%o loads exactly %s', (env, src) => {
    const scripts = only(env)
    expect(scripts.map((s) => s.src)).toEqual([src])
  })

  it('passes ids as attributes for Umami and Ackee', () => {
    expect(only({ UMAMI_ID: UUID })[0]?.attributes).toEqual({ 'data-website-id': UUID })
    const ackee = only({
      ANALYTICS_ACKEE_TRACKER: 'https://ackee.example.com/tracker.js',
      ANALYTICS_ACKEE_DATA_SERVER: 'https://ackee.example.com',
      ANALYTICS_ACKEE_DOMAIN_ID: UUID
    })
    expect(ackee).toEqual([
      {
        service: 'Ackee',
        src: 'https://ackee.example.com/tracker.js',
        attributes: {
          'data-ackee-server': 'https://ackee.example.com',
          'data-ackee-domain-id': UUID
        }
      }
    ])
  })

  it('refuses an id that is not of its service form, with a warning, never in a URL', () => {
    const warnings = collectWarnings()
    const scripts = analyticsScripts(
      configWith({ ANALYTICS_GOOGLE_ID: 'G-1"><script>alert(1)</script>', CLARITY_ID: 'x/../y' })
    )
    expect(scripts).toEqual([])
    expect(warnings.join('\n')).toMatch(/ANALYTICS_GOOGLE_ID is not a valid/)
    expect(warnings.join('\n')).toMatch(/CLARITY_ID is not a valid/)
  })

  it('refuses a Matomo server that is not https', () => {
    collectWarnings()
    expect(
      analyticsScripts(configWith({ MATOMO_HOST_URL: 'http://s.example', MATOMO_SITE_ID: '1' }))
    ).toEqual([])
  })
})
