import { LanguageSwitch } from '@/components/LanguageSwitch'
import { LinkColumnsFooter } from '@/components/landing/LinkColumnsFooter'
import { NewsletterSection } from '@/components/landing/NewsletterSection'
import { SiteFooter } from '@/components/SiteFooter'
import { ThemeSwitch } from '@/components/ThemeSwitch'
import { useSite } from '@/components/theme/theme-context'
import { ContactLinks } from '@/components/widgets/ContactLinks'
import { parseLinkGroups } from '@/lib/landing/link-groups'
import { cn } from '@/lib/style/cn'
import { LegalLinks } from '@/themes/landing/components/LegalLinks'
import { CONTAINER, GRADIENT_TEXT } from '@/themes/landing/components/styles'
import { useLandingConfig } from '@/themes/landing/config'
import { useLandingStrings } from '@/themes/landing/strings'

/**
 * The newsletter band (LANDING_NEWSLETTER), the link columns of LANDING_FOOTER_LINKS after the
 * site's name and description, then copyright, legal links, social icons and the switches.
 */
export function Footer() {
  const site = useSite()
  const config = useLandingConfig()
  const s = useLandingStrings()
  return (
    <div className="border-t border-neutral-200 bg-neutral-50 dark:border-neutral-800 dark:bg-neutral-900">
      {config.LANDING_NEWSLETTER && (
        <div className={cn(CONTAINER, 'pt-12')}>
          <NewsletterSection text={site.site.description} />
        </div>
      )}
      <LinkColumnsFooter
        label={s.SITE_LINKS}
        groups={parseLinkGroups(config.LANDING_FOOTER_LINKS)}
        lead={
          <>
            <p className={cn('text-xl font-extrabold', GRADIENT_TEXT)}>{site.site.title}</p>
            {site.site.description && (
              <p className="text-muted mt-2 text-sm">{site.site.description}</p>
            )}
          </>
        }
        classes={{ root: 'mx-auto max-w-6xl px-4 pt-6', heading: 'mb-2 text-sm font-semibold' }}
      >
        <div className="text-muted flex flex-col gap-2 text-xs">
          <SiteFooter site={site} className="space-y-0.5" />
          <LegalLinks />
        </div>
        <div className="flex flex-wrap items-center gap-3 text-xs">
          <ContactLinks iconSize={17} />
          <ThemeSwitch config={site.config} className="hover:underline" />
          <LanguageSwitch />
        </div>
      </LinkColumnsFooter>
    </div>
  )
}
