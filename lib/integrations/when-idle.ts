/** Runs `start` once the browser is idle (or after a short wait where idle callbacks are missing). */
export function whenIdle(start: () => void): () => void {
  // Safari has no idle callbacks.
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(start, 1500)
    return () => clearTimeout(timer)
  }
  const handle = window.requestIdleCallback(start, { timeout: 4000 })
  return () => window.cancelIdleCallback(handle)
}
