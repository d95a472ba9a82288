/**
 * Calls `fn` at most once per `ms`: the first call runs at once, later calls within the window
 * are folded into one trailing call, so the last state is never missed.
 */
export function throttle(fn: () => void, ms: number): (() => void) & { cancel: () => void } {
  let last = 0
  let timer: ReturnType<typeof setTimeout> | null = null
  const run = () => {
    last = Date.now()
    timer = null
    fn()
  }
  const throttled = () => {
    const wait = last + ms - Date.now()
    if (wait <= 0) run()
    else timer ??= setTimeout(run, wait)
  }
  throttled.cancel = () => {
    if (timer) clearTimeout(timer)
    timer = null
  }
  return throttled
}
