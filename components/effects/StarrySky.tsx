import { useDarkMode } from '@/lib/dark-mode/use-dark-mode'
import { starrySky } from '@/lib/effects/starry'
import { EffectCanvas } from '@/components/effects/EffectCanvas'

const scene = () => starrySky()

/** Stars only show against a dark page: nothing is drawn in light mode. */
export default function StarrySky() {
  const dark = useDarkMode()
  return dark ? <EffectCanvas scene={scene} name="starry-sky" layer="back" /> : null
}
