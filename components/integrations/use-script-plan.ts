import { useEffect } from 'react'
import { loadScript } from '@/lib/integrations/load-script'
import type { PlannedScript } from '@/lib/integrations/plan'
import { whenIdle } from '@/lib/integrations/when-idle'

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
