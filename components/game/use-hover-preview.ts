import { useRef, useState } from 'react'

type Clip = Pick<HTMLVideoElement, 'play' | 'pause' | 'currentTime'>

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

/**
 * Starts a preview clip from its beginning, unless there is none or the visitor asked for
 * reduced motion. Returns whether it started; `onFail` hears of a refused or failed play.
 */
export function playPreview(clip: Clip | null, reduced: boolean, onFail: () => void): boolean {
  if (!clip || reduced) return false
  clip.currentTime = 0
  clip.play().catch(onFail)
  return true
}

/**
 * A tile's preview clip: it plays while the tile is hovered or focused, and never when the
 * visitor asked for reduced motion or the tile has no clip.
 */
export function useHoverPreview() {
  const video = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)
  const start = () =>
    setPlaying(playPreview(video.current, reducedMotion(), () => setPlaying(false)))
  const stop = () => {
    video.current?.pause()
    setPlaying(false)
  }
  const handlers = { onPointerEnter: start, onPointerLeave: stop, onFocus: start, onBlur: stop }
  return { video, playing, handlers }
}
