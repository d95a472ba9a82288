import { key } from './key'

/**
 * Visitor statistics and search-engine verification. Public: the browser loads the scripts and
 * the head carries the meta tags. Each service is off until its id is set. Ids are content (the
 * Notion table may set them); server and script addresses come from a file or the environment.
 */
const content = { notion: true } as const

export const analyticsKeys = {
  ANALYTICS_GOOGLE_ID: key.string(
    '',
    'Google Analytics measurement id, e.g. G-XXXXXXXXXX.',
    content
  ),
  ANALYTICS_BAIDU_ID: key.string('', 'Baidu Tongji id (32 hex characters).', content),
  ANALYTICS_CNZZ_ID: key.string('', 'CNZZ (Umeng) site id, digits.', content),
  ANALYTICS_51LA_ID: key.string('', '51.la site id.', content),
  ANALYTICS_51LA_CK: key.string('', '51.la ck value.', content),
  MATOMO_HOST_URL: key.string('', 'Matomo: https address of your Matomo server.'),
  MATOMO_SITE_ID: key.string('', 'Matomo: site id, digits.', content),
  ANALYTICS_ACKEE_TRACKER: key.string('', 'Ackee: tracker script URL.', { notion: 'scripts' }),
  ANALYTICS_ACKEE_DATA_SERVER: key.string('', 'Ackee: https address of your Ackee server.'),
  ANALYTICS_ACKEE_DOMAIN_ID: key.string('', 'Ackee: domain id (a UUID).', content),
  CLARITY_ID: key.string('', 'Microsoft Clarity project id.', content),
  UMAMI_HOST: key.string('https://cloud.umami.is/script.js', 'Umami: tracker script URL.', {
    notion: 'scripts'
  }),
  UMAMI_ID: key.string('', 'Umami: website id (a UUID).', content),
  ANALYTICS_VERCEL: key.boolean(
    false,
    'Vercel Web Analytics (the site must be deployed on Vercel with Analytics on).',
    content
  ),
  ANALYTICS_BUSUANZI_ENABLE: key.boolean(
    false,
    'Busuanzi site-wide visit counter script (the post counter is POST_VIEW_COUNTER).',
    content
  ),
  SEO_GOOGLE_SITE_VERIFICATION: key.string(
    '',
    'Google Search Console verification code (meta tag content).',
    content
  ),
  SEO_BAIDU_SITE_VERIFICATION: key.string(
    '',
    'Baidu webmaster verification code (meta tag content).',
    content
  ),
  SEO_BING_SITE_VERIFICATION: key.string(
    '',
    'Bing Webmaster verification code (msvalidate.01 meta tag content).',
    content
  )
}
