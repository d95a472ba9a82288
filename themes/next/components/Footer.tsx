import { DarkModeToggle } from '@/components/DarkModeToggle'
import { LanguageSwitch } from '@/components/LanguageSwitch'
import { SiteFooter } from '@/components/SiteFooter'
import { ThemeSwitch } from '@/components/ThemeSwitch'
import { useSite } from '@/components/theme/theme-context'
import { useMessages } from '@/lib/i18n/use-messages'
import { MUTED } from '@/themes/next/components/styles'

/** The centred footer: dark toggle, copyright and powered-by, theme and language switches. */
export function Footer() {
  const site = useSite()
  const t = useMessages()
  return (
    <div className={`mt-6 space-y-3 px-4 pb-10 text-center text-sm ${MUTED}`}>
      <DarkModeToggle
        label={t.COMMON.TOGGLE_DARK_MODE}
        className="rounded p-2 hover:bg-black/5 dark:hover:bg-white/10"
      />
      <SiteFooter site={site} className="space-y-1 text-xs" />
      <div className="flex items-center justify-center gap-3 text-xs">
        <ThemeSwitch config={site.config} className="hover:underline" />
        <LanguageSwitch />
      </div>
    </div>
  )
}
