import { useEffect, useRef } from 'react'
import { CONSTANTS } from '@/conf/constants'
import { AD_DELAY_MS, adUnitAttributes, adsenseSrc, type AdKind } from '@/lib/integrations/ads'
import { globals } from '@/lib/integrations/plan'
import { loadScript } from '@/lib/integrations/load-script'
import type { PublicConfig } from '@/lib/config/types'

/**
 * One AdSense unit for a theme to place (in-article, in a list, ...). Nothing unless AdSense and
 * the unit's slot are configured. The unit is filled once it has been mounted AD_DELAY_MS and is
 * at least half in view.
 */
export function AdSlot({ config, kind = 'in-article' }: { config: PublicConfig; kind?: AdKind }) {
  const ref = useRef<HTMLModElement>(null)
  const attributes = adUnitAttributes(config, kind)
  const client = attributes?.['data-ad-client']
  useEffect(() => {
    const unit = ref.current
    if (!unit || !client) return
    let waited = false
    let seen = false
    const fill = () => {
      if (!waited || !seen) return
      observer.disconnect()
      loadScript({ src: adsenseSrc(client), attributes: { crossorigin: 'anonymous' } }).then(
        () => {
          const queue = (globals().adsbygoogle ??= []) as unknown[]
          queue.push({})
        },
        () => undefined
      )
    }
    const observer = new IntersectionObserver(
      (entries) => {
        seen = entries.some((e) => e.intersectionRatio >= CONSTANTS.AD_INTERSECTION_THRESHOLD)
        fill()
      },
      { threshold: CONSTANTS.AD_INTERSECTION_THRESHOLD }
    )
    observer.observe(unit)
    const timer = window.setTimeout(() => {
      waited = true
      fill()
    }, AD_DELAY_MS)
    return () => {
      observer.disconnect()
      window.clearTimeout(timer)
    }
  }, [client])
  if (!attributes) return null
  return (
    <ins
      ref={ref}
      className="adsbygoogle"
      style={{ display: 'block', textAlign: 'center' }}
      data-ad-unit={kind}
      {...attributes}
    />
  )
}
