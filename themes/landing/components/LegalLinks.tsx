import { ConfigLink } from '@/components/ConfigLink'
import { parseLinkGroups } from '@/lib/landing/link-groups'
import { safeUrl } from '@/lib/body/safe-url'
import { useLandingConfig } from '@/themes/landing/config'
import { useLandingStrings } from '@/themes/landing/strings'

/** The small links of LANDING_FOOTER_LEGAL_LINKS (terms, privacy...); nothing when none. */
export function LegalLinks() {
  const config = useLandingConfig()
  const s = useLandingStrings()
  const [group] = parseLinkGroups([{ name: s.LEGAL, links: config.LANDING_FOOTER_LEGAL_LINKS }])
  const links = group?.links.filter((link) => safeUrl(link.href)) ?? []
  if (!links.length) return null
  return (
    <nav aria-label={s.LEGAL}>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {links.map((link, index) => (
          <li key={index}>
            <ConfigLink href={link.href} className="underline-offset-2 hover:underline">
              {link.title}
            </ConfigLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
