import type { PublicConfig } from '@/lib/config/types'
import { BUSUANZI_SRC } from '@/lib/integrations/busuanzi'
import { httpsBase, validId } from '@/lib/integrations/ids'
import { commandQueue, globals, type PlannedScript } from '@/lib/integrations/plan'

type Queue = unknown[]
const queue = (name: string): Queue => {
  const g = globals()
  if (!Array.isArray(g[name])) g[name] = []
  return g[name] as Queue
}

function google(config: PublicConfig): PlannedScript | null {
  const id = validId('googleAnalytics', 'ANALYTICS_GOOGLE_ID', config.ANALYTICS_GOOGLE_ID)
  if (!id) return null
  return {
    service: 'Google Analytics',
    src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
    before: () => {
      const dataLayer = queue('dataLayer')
      // gtag.js reads Arguments objects from the queue, as its own snippet pushes them.
      const gtag = function () {
        // eslint-disable-next-line prefer-rest-params
        dataLayer.push(arguments)
      } as (...args: unknown[]) => void
      globals().gtag = gtag
      gtag('js', new Date())
      gtag('config', id, { page_path: window.location.pathname })
    }
  }
}

function matomo(config: PublicConfig): PlannedScript | null {
  const host = httpsBase('MATOMO_HOST_URL', config.MATOMO_HOST_URL)
  const site = validId('matomoSite', 'MATOMO_SITE_ID', config.MATOMO_SITE_ID)
  if (!host || !site) return null
  return {
    service: 'Matomo',
    src: `${host}/matomo.js`,
    before: () => {
      const paq = queue('_paq')
      paq.push(['trackPageView'], ['enableLinkTracking'])
      paq.push(['setTrackerUrl', `${host}/matomo.php`], ['setSiteId', site])
    }
  }
}

function ackee(config: PublicConfig): PlannedScript | null {
  const server = httpsBase('ANALYTICS_ACKEE_DATA_SERVER', config.ANALYTICS_ACKEE_DATA_SERVER)
  const domain = validId('uuid', 'ANALYTICS_ACKEE_DOMAIN_ID', config.ANALYTICS_ACKEE_DOMAIN_ID)
  if (!config.ANALYTICS_ACKEE_TRACKER || !server || !domain) return null
  return {
    service: 'Ackee',
    src: config.ANALYTICS_ACKEE_TRACKER,
    attributes: { 'data-ackee-server': server, 'data-ackee-domain-id': domain }
  }
}

function clarity(config: PublicConfig): PlannedScript | null {
  const id = validId('clarity', 'CLARITY_ID', config.CLARITY_ID)
  if (!id) return null
  return {
    service: 'Microsoft Clarity',
    src: `https://www.clarity.ms/tag/${id}`,
    before: () => void commandQueue('clarity')
  }
}

function la51(config: PublicConfig): PlannedScript | null {
  const id = validId('la51', 'ANALYTICS_51LA_ID', config.ANALYTICS_51LA_ID)
  const ck = validId('la51', 'ANALYTICS_51LA_CK', config.ANALYTICS_51LA_CK)
  if (!id || !ck) return null
  return {
    service: '51.la',
    src: 'https://sdk.51.la/js-sdk-pro.min.js',
    attributes: { id: 'LA_COLLECT', charset: 'UTF-8' },
    after: () => {
      const la = globals().LA as { init?: (o: object) => void } | undefined
      la?.init?.({ id, ck, autoTrack: true, hashMode: false })
    }
  }
}

/** Every configured statistics script, in a fixed order; ids that do not match are refused. */
export function analyticsScripts(config: PublicConfig): PlannedScript[] {
  const baidu = validId('baidu', 'ANALYTICS_BAIDU_ID', config.ANALYTICS_BAIDU_ID)
  const cnzz = validId('cnzz', 'ANALYTICS_CNZZ_ID', config.ANALYTICS_CNZZ_ID)
  const umami = validId('uuid', 'UMAMI_ID', config.UMAMI_ID)
  const plans: (PlannedScript | null)[] = [
    google(config),
    baidu ? { service: 'Baidu Tongji', src: `https://hm.baidu.com/hm.js?${baidu}` } : null,
    cnzz
      ? { service: 'CNZZ', src: `https://s9.cnzz.com/z_stat.php?id=${cnzz}&web_id=${cnzz}` }
      : null,
    la51(config),
    matomo(config),
    ackee(config),
    clarity(config),
    umami && config.UMAMI_HOST
      ? { service: 'Umami', src: config.UMAMI_HOST, attributes: { 'data-website-id': umami } }
      : null,
    config.ANALYTICS_VERCEL
      ? { service: 'Vercel Analytics', src: '/_vercel/insights/script.js' }
      : null,
    config.ANALYTICS_BUSUANZI_ENABLE ? { service: 'Busuanzi', src: BUSUANZI_SRC } : null
  ]
  return plans.filter((p): p is PlannedScript => p !== null)
}
