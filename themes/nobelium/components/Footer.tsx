import { DarkModeToggle } from '@/components/DarkModeToggle'
import { LanguageSwitch } from '@/components/LanguageSwitch'
import { SiteFooter } from '@/components/SiteFooter'
import { ThemeSwitch } from '@/components/ThemeSwitch'
import { useMessages } from '@/lib/i18n/use-messages'
import { useSite } from '@/components/theme/theme-context'
import { ICON_BUTTON, MUTED } from '@/themes/nobelium/components/styles'

/** A hairline, then the dark toggle, copyright and powered-by, theme and language switches. */
export function Footer() {
  const site = useSite()
  const t = useMessages()
  return (
    <div className={`mx-auto mt-12 w-full max-w-2xl px-4 pb-8 text-sm ${MUTED}`}>
      <hr className="mb-6 border-black/10 dark:border-white/10" />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-center gap-2">
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
