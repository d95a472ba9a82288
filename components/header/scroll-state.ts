/** Where the page is and which way it last moved, as the sticky header reads it. */
export interface ScrollState {
  /** Vertical scroll offset in px. */
  y: number
  /** The last move larger than the tolerance; null before the first one. */
  direction: 'up' | 'down' | null
  /** Past the threshold (below the hero, or just off the top). */
  scrolled: boolean
}

export const INITIAL_SCROLL: ScrollState = { y: 0, direction: null, scrolled: false }

/**
 * The next state for a new offset. Moves smaller than `tolerance` keep the direction, so
 * trackpad jitter and elastic overscroll do not flicker the header.
 */
export function nextScrollState(
  prev: ScrollState,
  y: number,
  options: { threshold: number; tolerance: number }
): ScrollState {
  const top = Math.max(0, y)
  const delta = top - prev.y
  const moved = Math.abs(delta) >= options.tolerance
  const direction = moved ? (delta > 0 ? 'down' : 'up') : prev.direction
  const scrolled = top > options.threshold
  if (!moved && scrolled === prev.scrolled) return prev
  return { y: moved ? top : prev.y, direction, scrolled }
}

export type StickyMode = 'static' | 'shrink' | 'hide' | 'transparent'

/** Whether the header is out of view: hide mode, past the threshold, last moved down. */
export const isHeaderHidden = (mode: StickyMode, state: ScrollState): boolean =>
  mode === 'hide' && state.scrolled && state.direction === 'down'
