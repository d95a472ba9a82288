import { useSyncExternalStore } from 'react'
import { isDarkNow, subscribeDarkMode } from '@/lib/dark-mode/dark-mode-store'

/** Whether <html> is dark now, following every later change (false while server rendering). */
export const useDarkMode = (): boolean =>
  useSyncExternalStore(subscribeDarkMode, isDarkNow, () => false)
