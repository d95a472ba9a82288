import { flutteringRibbon } from '@/lib/effects/fluttering-ribbon'
import { EffectCanvas } from '@/components/effects/EffectCanvas'

const scene = () => flutteringRibbon()

export default function FlutteringRibbon() {
  return <EffectCanvas scene={scene} name="fluttering-ribbon" layer="back" />
}
