/** A canvas animation, stepped and drawn by the page's frame loop; pure state, no DOM of its own. */
export interface Scene {
  /** The viewport in CSS pixels. */
  resize(width: number, height: number): void
  /** Advances by `dt` milliseconds. */
  step(dt: number): void
  draw(ctx: CanvasRenderingContext2D): void
  /** False when nothing moves: the loop stops until the next pointer event or resize. */
  busy(): boolean
  pointer?(x: number, y: number, kind: PointerKind): void
}

export type PointerKind = 'move' | 'down' | 'leave'
export type Random = () => number

/** Frames of 60 Hz that `dt` milliseconds stand for: motion is written per frame. */
export const frames = (dt: number) => dt / (1000 / 60)

export const between = (random: Random, low: number, high: number) => low + random() * (high - low)

/** How many things fill a viewport at one per `area` square pixels, at most `max`. */
export const densityCount = (width: number, height: number, area: number, max: number) =>
  Math.min(max, Math.round((width * height) / area))
