import { DarkModeToggle } from '@/components/DarkModeToggle'
import { LanguageSwitch } from '@/components/LanguageSwitch'
import { SiteFooter } from '@/components/SiteFooter'
import { ThemeSwitch } from '@/components/ThemeSwitch'
import { useSite } from '@/components/theme/theme-context'
import { useMessages } from '@/lib/i18n/use-messages'
import { ICON_BUTTON, MUTED, RULE } from '@/themes/medium/components/styles'

/** A rule, then the dark-mode toggle, copyright and powered-by, theme and language switches. */
export function Footer() {
  const site = useSite()
  const t = useMessages()
  return (
    <div
      className={`mx-auto mt-12 w-full max-w-5xl border-t px-5 py-6 text-sm md:px-12 ${RULE} ${MUTED}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <DarkModeToggle label={t.COMMON.TOGGLE_DARK_MODE} className={ICON_BUTTON} />
          <SiteFooter site={site} className="space-y-0.5 text-xs" />
        </div>
        <div className="flex items-center gap-3 text-xs">
          <ThemeSwitch config={site.config} className="hover:underline" />
          <LanguageSwitch />
        </div>
      </div>
    </div>
  )
}
