import { useEffect } from 'react'
import { WWADS_SRC } from '@/lib/integrations/ads'
import { validId } from '@/lib/integrations/ids'
import { loadScript } from '@/lib/integrations/load-script'
import type { PublicConfig } from '@/lib/config/types'
import { whenIdle } from '@/lib/integrations/when-idle'

/** A WWAds (wwads.cn) unit for a theme to place; nothing unless AD_WWADS_ID is set. */
export function WWAds({ config, className = '' }: { config: PublicConfig; className?: string }) {
  const id = validId('wwads', 'AD_WWADS_ID', config.AD_WWADS_ID)
  useEffect(() => {
    if (!id) return
    return whenIdle(() => void loadScript({ src: WWADS_SRC }).catch(() => undefined))
  }, [id])
  if (!id) return null
  return <div className={`wwads-cn wwads-horizontal ${className}`} data-id={id} />
}
