import type { PublicConfig } from '@/lib/config/types'

export interface IntegrationProps {
  config: PublicConfig
  /** The page's locale, e.g. 'zh-CN'. */
  lang: string
}
