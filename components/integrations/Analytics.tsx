import { useMemo } from 'react'
import { analyticsScripts } from '@/lib/integrations/analytics'
import type { IntegrationProps } from '@/components/integrations/types'
import { useScriptPlan } from '@/components/integrations/use-script-plan'

/** The configured statistics scripts, loaded when the page is idle. Draws nothing. */
export default function Analytics({ config }: IntegrationProps) {
  useScriptPlan(useMemo(() => analyticsScripts(config), [config]))
  return null
}
