import { useEffect } from 'react'
import { loadScript } from '../../lib/integrations/load-script'
import type { PlannedScript } from '../../lib/integrations/plan'

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

/**
 * Loads planned scripts once the page is idle, each once per page view. A script that fails is
 * reported by the loader as a warning; the others and the page carry on.
 */
export function useScriptPlan(plans: readonly PlannedScript[]) {
  useEffect(
    () =>
      whenIdle(() => {
        for (const plan of plans) {
          if (document.querySelector(`script[data-service="${CSS.escape(plan.service)}"]`)) continue
          plan.before?.()
          loadScript({
            src: plan.src,
            attributes: { ...plan.attributes, 'data-service': plan.service }
          }).then(
            () => plan.after?.(),
            () => undefined
          )
        }
      }),
    [plans]
  )
}
