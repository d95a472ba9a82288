import { useMemo } from 'react'
import { analyticsScripts } from '../../lib/integrations/analytics'
import type { IntegrationProps } from './types'
import { useScriptPlan } from './use-script-plan'

/** The configured statistics scripts, loaded when the page is idle. Draws nothing. */
export default function Analytics({ config }: IntegrationProps) {
  useScriptPlan(useMemo(() => analyticsScripts(config), [config]))
  return null
}
