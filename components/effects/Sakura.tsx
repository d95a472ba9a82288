import { EffectCanvas } from '@/components/effects/EffectCanvas'
import { falling } from '@/lib/effects/falling'

const scene = () => falling('sakura')

export default function Sakura() {
  return <EffectCanvas scene={scene} name="sakura" />
}
