import { LanguageSwitch } from '@/components/LanguageSwitch'
import { SiteFooter } from '@/components/SiteFooter'
import { ThemeSwitch } from '@/components/ThemeSwitch'
import { useSite } from '@/components/theme/theme-context'
import { ContactLinks } from '@/components/widgets/ContactLinks'
import { cn } from '@/lib/style/cn'
import { FooterLinks } from '@/themes/proxio/components/FooterLinks'
import { Logo } from '@/themes/proxio/components/Logo'
import { CONTAINER } from '@/themes/proxio/components/styles'
import { useProxioStrings } from '@/themes/proxio/strings'

/**
 * The dark footer: logo and description, the link columns, the contact email and the social
 * row; then the copyright line with the theme and language switches.
 */
export function Footer() {
  const site = useSite()
  const s = useProxioStrings()
  const email = site.config.CONTACT_EMAIL.trim()
  return (
    <div data-proxio-footer="" className="bg-[#121212] text-neutral-300 dark:bg-[#070b14]">
      <div className={cn(CONTAINER, 'grid gap-10 py-14 md:grid-cols-[2fr_3fr]')}>
        <div className="space-y-4">
          <Logo className="text-white" />
          {site.site.description && (
            <p className="max-w-sm text-sm leading-relaxed">{site.site.description}</p>
          )}
          {email && (
            <p className="text-sm">
              <span className="font-semibold text-white">{s.CONTACT}: </span>
              <a href={`mailto:${email}`} className="underline-offset-4 hover:underline">
                {email}
              </a>
            </p>
          )}
          <ContactLinks
            classes={{
              list: 'flex flex-wrap gap-1',
              link: 'text-neutral-300 hover:bg-white/10 hover:text-white dark:text-neutral-300'
            }}
          />
        </div>
        <FooterLinks />
      </div>
      <div className="border-t border-white/10">
        <div
          className={cn(
            CONTAINER,
            'flex flex-col gap-3 py-5 text-xs md:flex-row md:items-center md:justify-between'
          )}
        >
          <SiteFooter
            site={site}
            className="space-y-1"
            classes={{ link: 'underline-offset-2 hover:underline' }}
          />
          <div className="flex items-center gap-3">
            <ThemeSwitch config={site.config} className="rounded px-2 py-1 hover:underline" />
            <LanguageSwitch />
          </div>
        </div>
      </div>
    </div>
  )
}
