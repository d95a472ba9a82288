/**
 * The arithmetic of a dragged strip: how fast the pointer was moving when it let go, and how
 * that speed decays frame by frame afterwards. Pure, so it is tested without a browser.
 * Positions are in CSS pixels, times in milliseconds, velocities in pixels per millisecond.
 */

export interface Sample {
  x: number
  t: number
}

/** Only the pointer's last movements count towards the release speed. */
export const SAMPLE_WINDOW_MS = 100
/** A pointer that rested this long before letting go throws nothing. */
export const REST_MS = 60
/** A throw never starts faster than this. */
export const MAX_VELOCITY = 4
/** Below this speed the strip stops. */
export const MIN_VELOCITY = 0.02
/** Share of the speed kept after one 60 Hz frame. */
export const FRICTION = 0.95
/** A press that moved further than this is a drag, not a click. */
export const DRAG_THRESHOLD = 6

const FRAME_MS = 1000 / 60

/** The samples with a new one added, older ones outside the window dropped. */
export function addSample(samples: readonly Sample[], sample: Sample): Sample[] {
  return [...samples, sample].filter((s) => sample.t - s.t <= SAMPLE_WINDOW_MS)
}

const clamp = (v: number, limit: number) => Math.max(-limit, Math.min(limit, v))

/**
 * The pointer's speed at release `now`: distance over time across the recent samples, zero
 * when it rested before letting go or moved too little to measure.
 */
export function releaseVelocity(samples: readonly Sample[], now: number): number {
  const last = samples.at(-1)
  const first = samples[0]
  if (!first || !last || now - last.t > REST_MS) return 0
  const dt = last.t - first.t
  if (dt <= 0) return 0
  return clamp((last.x - first.x) / dt, MAX_VELOCITY)
}

/**
 * One frame of coasting: how far the strip moves in `dt` ms and the speed left afterwards
 * (friction applied per 60 Hz frame, so the motion is the same at any frame rate).
 */
export function coastStep(velocity: number, dt: number): { distance: number; velocity: number } {
  const step = Math.max(0, Math.min(dt, 100))
  return { distance: velocity * step, velocity: velocity * FRICTION ** (step / FRAME_MS) }
}

/** Whether a coasting strip has slowed enough to stop. */
export const isAtRest = (velocity: number) => Math.abs(velocity) < MIN_VELOCITY

/** Whether a press that travelled `distance` pixels is a drag. */
export const isDrag = (distance: number) => Math.abs(distance) > DRAG_THRESHOLD

/** The scroll position after moving by `delta`, kept within 0..max. */
export const clampScroll = (position: number, delta: number, max: number) =>
  Math.max(0, Math.min(max, position + delta))

/** Total distance a throw at `velocity` coasts before it stops (sum of the frames). */
export function coastDistance(velocity: number): number {
  let v = velocity
  let total = 0
  while (!isAtRest(v)) {
    const step = coastStep(v, FRAME_MS)
    total += step.distance
    v = step.velocity
  }
  return total
}
