import { useRef, useState } from 'react'

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

/**
 * A tile's preview clip: it plays while the tile is hovered or focused, from the start each
 * time, and never when the visitor asked for reduced motion or the tile has no clip.
 */
export function useHoverPreview(hasVideo: boolean) {
  const video = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)
  const start = () => {
    const clip = video.current
    if (!hasVideo || !clip || reducedMotion()) return
    setPlaying(true)
    clip.currentTime = 0
    clip.play().catch(() => setPlaying(false))
  }
  const stop = () => {
    video.current?.pause()
    setPlaying(false)
  }
  const handlers = { onPointerEnter: start, onPointerLeave: stop, onFocus: start, onBlur: stop }
  return { video, playing, handlers }
}
