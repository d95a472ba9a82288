import type { SiteData } from '../content/site-types'
import { absoluteUrl } from './page-meta'
import { SITEMAP_PATH } from './seo-routes'

/** robots.txt: everything may be crawled; the sitemap is named by its absolute URL. */
export const robotsTxt = (data: SiteData): string =>
  [
    'User-agent: *',
    'Allow: /',
    '',
    `Sitemap: ${absoluteUrl(data.config.LINK, SITEMAP_PATH)}`,
    ''
  ].join('\n')
