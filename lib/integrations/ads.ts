import { CONSTANTS } from '@/conf/constants'
import type { PublicConfig } from '@/lib/config/types'
import { validId } from '@/lib/integrations/ids'

/** AdSense waits this long after mount before anything loads, so ads never compete with content. */
export const AD_DELAY_MS = CONSTANTS.AD_LOAD_DELAY_MS

export const adsenseClient = (config: PublicConfig) =>
  validId('adsenseClient', 'ADSENSE_GOOGLE_ID', config.ADSENSE_GOOGLE_ID)

/** AdSense's script for this publisher (it also runs auto ads when they are on in AdSense). */
export const adsenseSrc = (client: string) =>
  `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`

export type AdKind = 'in-article' | 'flow' | 'native' | 'auto'

const SLOT_KEYS = {
  'in-article': 'ADSENSE_GOOGLE_SLOT_IN_ARTICLE',
  flow: 'ADSENSE_GOOGLE_SLOT_FLOW',
  native: 'ADSENSE_GOOGLE_SLOT_NATIVE',
  auto: 'ADSENSE_GOOGLE_SLOT_AUTO'
} as const

/** The attributes of one ad unit's <ins> element, or null when the unit is not configured. */
export function adUnitAttributes(
  config: PublicConfig,
  kind: AdKind
): Record<string, string> | null {
  const client = adsenseClient(config)
  const slot = validId('adsenseSlot', SLOT_KEYS[kind], config[SLOT_KEYS[kind]])
  if (!client || !slot) return null
  const layout: Record<AdKind, Record<string, string>> = {
    'in-article': { 'data-ad-layout': 'in-article', 'data-ad-format': 'fluid' },
    flow: { 'data-ad-format': 'fluid', 'data-ad-layout-key': '-5j+cz+30-f7+bf' },
    native: { 'data-ad-format': 'autorelaxed' },
    auto: { 'data-ad-format': 'auto', 'data-full-width-responsive': 'true' }
  }
  return {
    'data-ad-client': client,
    'data-ad-slot': slot,
    ...layout[kind],
    ...(config.ADSENSE_GOOGLE_TEST ? { 'data-adtest': 'on' } : {})
  }
}

export const WWADS_SRC = 'https://cdn.wwads.cn/js/makemoney.js'
