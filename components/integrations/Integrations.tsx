import dynamic from 'next/dynamic'
import type { PublicConfig } from '@/lib/config/types'
import { useLocale } from '@/lib/i18n/use-messages'
import { IntegrationHead } from '@/components/integrations/IntegrationHead'
import type { IntegrationProps } from '@/components/integrations/types'

/** Each group's loader code is its own chunk, fetched only when one of its services is set. */
const Analytics = dynamic(() => import('@/components/integrations/Analytics'), { ssr: false })
const Chat = dynamic(() => import('@/components/integrations/Chat'), { ssr: false })
const AdSenseAuto = dynamic(() => import('@/components/integrations/AdSenseAuto'), { ssr: false })

type Key = keyof PublicConfig
const ANALYTICS_KEYS: Key[] = [
  'ANALYTICS_GOOGLE_ID',
  'ANALYTICS_BAIDU_ID',
  'ANALYTICS_CNZZ_ID',
  'ANALYTICS_51LA_ID',
  'MATOMO_SITE_ID',
  'ANALYTICS_ACKEE_DOMAIN_ID',
  'CLARITY_ID',
  'UMAMI_ID',
  'ANALYTICS_VERCEL',
  'ANALYTICS_BUSUANZI_ENABLE'
]
const CHAT_KEYS: Key[] = [
  'COMMENT_TIDIO_ID',
  'CHATBASE_ID',
  'CRISP_WEBSITE_ID',
  'COMMENT_DAO_VOICE_ID',
  'COMMENT_GITTER_ROOM',
  'FACEBOOK_PAGE_ID',
  'WEB_WHIZ_ENABLED',
  'DIFY_CHATBOT_ENABLED'
]
const anySet = (config: PublicConfig, keys: readonly Key[]) => keys.some((k) => Boolean(config[k]))

/** Site-wide services (statistics, chat, auto ads, fonts, verification), each only when set. */
export function Integrations({ config }: { config: PublicConfig }) {
  const lang = useLocale()
  const props: IntegrationProps = { config, lang }
  return (
    <>
      <IntegrationHead config={config} />
      {anySet(config, ANALYTICS_KEYS) ? <Analytics {...props} /> : null}
      {anySet(config, CHAT_KEYS) ? <Chat {...props} /> : null}
      {config.ADSENSE_GOOGLE_ID ? <AdSenseAuto {...props} /> : null}
    </>
  )
}
