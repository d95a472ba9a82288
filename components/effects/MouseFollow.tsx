import { useCallback } from 'react'
import { effectKeys } from '@/conf/effects.config'
import { cssColor } from '@/lib/effects/colors'
import { mouseFollow } from '@/lib/effects/mouse-follow'
import { EffectCanvas } from '@/components/effects/EffectCanvas'
import type { EffectProps } from '@/components/effects/types'

export default function MouseFollow({ config }: EffectProps) {
  const type = config.MOUSE_FOLLOW_EFFECT_TYPE
  const color = cssColor(
    config.MOUSE_FOLLOW_EFFECT_COLOR,
    effectKeys.MOUSE_FOLLOW_EFFECT_COLOR.default
  )
  const scene = useCallback(() => mouseFollow(type, color), [type, color])
  return <EffectCanvas scene={scene} name="mouse-follow" />
}
