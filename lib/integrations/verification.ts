import type { PublicConfig } from '@/lib/config/types'
import { validId } from '@/lib/integrations/ids'

/** The search engines' site-verification meta tags, for the configured codes. */
export function verificationMeta(config: PublicConfig): { name: string; content: string }[] {
  const tags = [
    ['google-site-verification', 'SEO_GOOGLE_SITE_VERIFICATION'],
    ['baidu-site-verification', 'SEO_BAIDU_SITE_VERIFICATION'],
    ['msvalidate.01', 'SEO_BING_SITE_VERIFICATION']
  ] as const
  return tags.flatMap(([name, setting]) => {
    const content = validId('verification', setting, config[setting])
    return content ? [{ name, content }] : []
  })
}
