import { useCallback } from 'react'
import { useDarkMode } from '@/lib/dark-mode/use-dark-mode'
import { nest } from '@/lib/effects/nest'
import { EffectCanvas } from '@/components/effects/EffectCanvas'

export default function Nest() {
  const color = useDarkMode() ? '220,220,230' : '60,60,70'
  const scene = useCallback(() => nest(color), [color])
  return <EffectCanvas scene={scene} name="nest" layer="back" />
}
