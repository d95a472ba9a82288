import { LanguageSwitch } from '@/components/LanguageSwitch'
import { SiteFooter } from '@/components/SiteFooter'
import { ThemeSwitch } from '@/components/ThemeSwitch'
import { useSite } from '@/components/theme/theme-context'

/** A dark band: copyright, licence line, powered-by, the theme and language switches. */
export function Footer() {
  const site = useSite()
  return (
    <div className="mt-10 bg-[#1b1f1f] py-8 text-center text-sm text-neutral-300">
      <SiteFooter
        site={site}
        className="space-y-1"
        classes={{ link: 'underline-offset-2 hover:underline' }}
      />
      <div className="mt-3 flex items-center justify-center gap-3 text-xs">
        <ThemeSwitch config={site.config} className="rounded px-2 py-1 hover:underline" />
        <LanguageSwitch />
      </div>
    </div>
  )
}
