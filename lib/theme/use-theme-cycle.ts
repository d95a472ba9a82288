import { useCarriedQuery, useSwitchCarried } from '@/lib/routing/use-carried-query'
import { nextTheme } from '@/lib/theme/next-theme'

/**
 * The theme shown now (`?theme=` or the configured one) and a switch to the next one in
 * THEME_IDS, carried in the address. The caller decides whether THEME_SWITCH allows it.
 */
export function useThemeCycle(configured: string): { current: string; cycle: () => void } {
  const current = useCarriedQuery().theme ?? configured
  const switchTo = useSwitchCarried()
  return { current, cycle: () => switchTo({ theme: nextTheme(current) }) }
}
