import { useRef } from 'react'
import type { Scene } from '@/lib/effects/scene'
import { useCanvasLoop } from '@/components/effects/use-canvas-loop'

export interface EffectCanvasProps {
  /** Makes the scene; keep it stable (useCallback) or the animation restarts. */
  scene: () => Scene
  /** Names the effect on the element (`data-effect`). */
  name: string
  /**
   * 'front': over everything. 'back': over the content but under the site's floating buttons, and
   * faded (themes paint opaque backgrounds, so a canvas behind the content would never show).
   */
  layer?: 'front' | 'back'
}

/** A viewport-sized canvas for decoration: invisible to assistive technology and to the pointer. */
export function EffectCanvas({ scene, name, layer = 'front' }: EffectCanvasProps) {
  const ref = useRef<HTMLCanvasElement>(null)
  useCanvasLoop(ref, scene)
  return (
    <canvas
      ref={ref}
      aria-hidden="true"
      data-effect={name}
      className="pointer-events-none fixed inset-0 h-full w-full"
      style={layer === 'front' ? { zIndex: 2147483000 } : { zIndex: 20, opacity: 0.6 }}
    />
  )
}
