import type { SiteData } from '@/lib/content/site-types'
import { absoluteUrl } from '@/lib/seo/page-meta'
import { SITEMAP_PATH } from '@/lib/seo/seo-routes'

/** robots.txt: everything may be crawled; the sitemap is named by its absolute URL. */
export const robotsTxt = (data: SiteData): string =>
  [
    'User-agent: *',
    'Allow: /',
    '',
    `Sitemap: ${absoluteUrl(data.config.LINK, SITEMAP_PATH)}`,
    ''
  ].join('\n')
