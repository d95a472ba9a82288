import { useMemo } from 'react'
import { chatScripts } from '@/lib/integrations/chat'
import type { IntegrationProps } from '@/components/integrations/types'
import { useScriptPlan } from '@/components/integrations/use-script-plan'

/** The configured chat widgets, loaded when the page is idle; each draws its own button. */
export default function Chat({ config, lang }: IntegrationProps) {
  useScriptPlan(useMemo(() => chatScripts(config, lang), [config, lang]))
  return null
}
