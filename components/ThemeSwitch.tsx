import { format } from '@/lib/i18n/format'
import { useMessages } from '@/lib/i18n/use-messages'
import { useThemeCycle } from '@/lib/theme/use-theme-cycle'

export interface ThemeSwitchProps {
  /** THEME and THEME_SWITCH from the public config. */
  config: { THEME: string; THEME_SWITCH: boolean }
  className?: string
}

/**
 * Cycles `?theme=` through THEME_IDS in order, wrapping. Hidden when THEME_SWITCH is
 * off. Themes not built yet fall back to the default with a warning.
 */
export function ThemeSwitch({ config, className }: ThemeSwitchProps) {
  const t = useMessages()
  const { current, cycle } = useThemeCycle(config.THEME)
  if (!config.THEME_SWITCH) return null
  const label = format(t.COMMON.SWITCH_THEME, { theme: current })
  return (
    <button
      type="button"
      className={className}
      // Named by its visible text ("Theme: plog"); the title says what a click does.
      title={label}
      data-theme-current={current}
      onClick={cycle}
    >
      {t.COMMON.THEME}: {current}
    </button>
  )
}
