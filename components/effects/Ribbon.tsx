import { ribbon } from '@/lib/effects/ribbon'
import { EffectCanvas } from '@/components/effects/EffectCanvas'

const scene = () => ribbon()

export default function Ribbon() {
  return <EffectCanvas scene={scene} name="ribbon" layer="back" />
}
