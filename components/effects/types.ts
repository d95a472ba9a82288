import type { PublicConfig } from '@/lib/config/types'

export interface EffectProps {
  config: PublicConfig
}
