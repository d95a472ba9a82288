import { useRef } from 'react'
import type { Scene } from '@/lib/effects/scene'
import { useCanvasLoop } from '@/components/effects/use-canvas-loop'

export interface EffectCanvasProps {
  /** Makes the scene; keep it stable (useCallback) or the animation restarts. */
  scene: () => Scene
  /** Names the effect on the element (`data-effect`). */
  name: string
  /** Over the page (clicks still pass through) or behind its content. */
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
      style={{ zIndex: layer === 'front' ? 2147483000 : -1 }}
    />
  )
}
