import { DarkModeToggle } from '@/components/DarkModeToggle'
import { Link } from '@/components/Link'
import { LanguageSwitch } from '@/components/LanguageSwitch'
import { SiteFooter } from '@/components/SiteFooter'
import { ThemeSwitch } from '@/components/ThemeSwitch'
import { useSite } from '@/components/theme/theme-context'
import { useMessages } from '@/lib/i18n/use-messages'
import { MUTED, RED_HOVER, RULE } from '@/themes/simple/components/styles'
import { HOME_PATH } from '@/lib/routing/routes'

/** The site's title, the dark toggle, copyright and ICP licence line, theme and language switches. */
export function Footer() {
  const site = useSite()
  const t = useMessages()
  return (
    <div className={`mt-8 border-t ${RULE} py-8 text-center text-xs ${MUTED}`}>
      <div className="mx-auto flex w-[90%] flex-col items-center gap-3">
        <Link href={HOME_PATH} className={`text-sm font-semibold ${RED_HOVER}`}>
          {site.site.title}
        </Link>
        <DarkModeToggle
          label={t.COMMON.TOGGLE_DARK_MODE}
          className={`flex h-10 w-10 items-center justify-center rounded-full ${RED_HOVER}`}
        />
        <SiteFooter site={site} className="space-y-1" classes={{ link: RED_HOVER }} />
        <div className="flex items-center gap-3">
          <ThemeSwitch config={site.config} className={`hover:underline ${RED_HOVER}`} />
          <LanguageSwitch />
        </div>
      </div>
    </div>
  )
}
