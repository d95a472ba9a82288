/** A 2D context that records what was drawn: enough for scenes, no pixels. */
export interface DrawCall {
  name: string
  args: unknown[]
  fillStyle: unknown
  strokeStyle: unknown
}

export function fakeContext(): { ctx: CanvasRenderingContext2D; calls: DrawCall[] } {
  const calls: DrawCall[] = []
  const state: Record<string, unknown> = { fillStyle: '#000', strokeStyle: '#000' }
  const gradient = { addColorStop: () => undefined }
  const ctx = new Proxy(state, {
    get(target, prop: string) {
      if (prop in target) return target[prop]
      if (prop === 'createLinearGradient') return () => gradient
      return (...args: unknown[]) =>
        calls.push({
          name: prop,
          args,
          fillStyle: target.fillStyle,
          strokeStyle: target.strokeStyle
        })
    },
    set(target, prop: string, value) {
      target[prop] = value
      return true
    }
  })
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls }
}

/** A repeatable sequence in [0, 1). */
export function seeded(seed = 1): () => number {
  let s = seed
  return () => {
    s = (s * 16807) % 2147483647
    return (s - 1) / 2147483646
  }
}
