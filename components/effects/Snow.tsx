import { EffectCanvas } from '@/components/effects/EffectCanvas'
import { falling } from '@/lib/effects/falling'

const scene = () => falling('snow')

export default function Snow() {
  return <EffectCanvas scene={scene} name="snow" />
}
