import { FooterBar } from '@/components/FooterBar'
import { LinkColumnsFooter } from '@/components/landing/LinkColumnsFooter'
import { useSite } from '@/components/theme/theme-context'
import { ContactLinks } from '@/components/widgets/ContactLinks'
import { parseLinkGroups } from '@/lib/landing/link-groups'
import { useProxioConfig } from '@/themes/proxio/config'
import { Logo } from '@/themes/proxio/components/Logo'
import { useProxioStrings } from '@/themes/proxio/strings'
import { CONTACT_LINK_BOX } from '@/components/widgets/ContactLinks'

const LIGHT = 'text-neutral-300 hover:text-white dark:text-neutral-300 dark:hover:text-white'

/**
 * The dark footer: logo, description, contact email and social row, then the
 * PROXIO_FOOTER_LINKS columns; under them the copyright and the theme and language switches.
 */
export function Footer() {
  const site = useSite()
  const config = useProxioConfig()
  const s = useProxioStrings()
  const email = site.config.CONTACT_EMAIL.trim()
  const lead = (
    <div className="space-y-4">
      <Logo className="text-white" />
      {site.site.description && <p className="text-sm leading-relaxed">{site.site.description}</p>}
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
          link: `${CONTACT_LINK_BOX} ${LIGHT} hover:bg-white/10 dark:hover:bg-white/10`
        }}
      />
    </div>
  )
  return (
    <div data-proxio-footer="" className="bg-[#121212] text-neutral-300 dark:bg-[#070b14]">
      <LinkColumnsFooter
        label={s.FOOTER_LINKS}
        groups={parseLinkGroups(config.PROXIO_FOOTER_LINKS)}
        lead={lead}
        classes={{
          root: 'mx-auto max-w-6xl px-5',
          columns: 'grid gap-10 py-14 sm:grid-cols-2 md:grid-cols-[2fr_1fr_1fr]',
          heading: 'mb-4 font-semibold text-white',
          link: LIGHT,
          bottom: 'border-white/10 text-xs dark:border-white/10'
        }}
      >
        <FooterBar
          className="w-full"
          classes={{
            toggle: 'rounded-full p-2 text-neutral-300 hover:bg-white/10 hover:text-white'
          }}
        />
      </LinkColumnsFooter>
    </div>
  )
}
