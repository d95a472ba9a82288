import { useEffect } from 'react'
import { AD_DELAY_MS, adsenseClient, adsenseSrc } from '@/lib/integrations/ads'
import { loadScript } from '@/lib/integrations/load-script'
import type { IntegrationProps } from '@/components/integrations/types'

/** AdSense's page script (auto ads), AD_DELAY_MS after the page mounts. Draws nothing. */
export default function AdSenseAuto({ config }: IntegrationProps) {
  const client = adsenseClient(config)
  useEffect(() => {
    if (!client) return
    const timer = window.setTimeout(() => {
      loadScript({ src: adsenseSrc(client), attributes: { crossorigin: 'anonymous' } }).catch(
        () => undefined
      )
    }, AD_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [client])
  return null
}
