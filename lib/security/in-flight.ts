export interface InFlightCap {
  /** A slot, or null when `max` are taken; call the returned function once the work is done. */
  tryStart(): (() => void) | null
  /** Slots taken now. */
  readonly running: number
}

/**
 * At most `max` jobs at once over the process, refused beyond rather than queued: a route under
 * load answers 503 at once instead of holding every request open while an outside service works.
 */
export function createInFlightCap(max: number): InFlightCap {
  let running = 0
  return {
    tryStart() {
      if (running >= max) return null
      running++
      let done = false
      return () => {
        if (done) return
        done = true
        running--
      }
    },
    get running() {
      return running
    }
  }
}
