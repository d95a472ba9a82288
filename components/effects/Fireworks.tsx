import { useCallback } from 'react'
import { effectKeys } from '@/conf/effects.config'
import { rgbTriples } from '@/lib/effects/colors'
import { fireworks } from '@/lib/effects/fireworks'
import { EffectCanvas } from '@/components/effects/EffectCanvas'
import type { EffectProps } from '@/components/effects/types'

export default function Fireworks({ config }: EffectProps) {
  const colors = rgbTriples(config.FIREWORKS_COLOR, effectKeys.FIREWORKS_COLOR.default).join(';')
  const scene = useCallback(() => fireworks(colors.split(';')), [colors])
  return <EffectCanvas scene={scene} name="fireworks" />
}
