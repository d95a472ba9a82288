import type { PublicConfig } from '@/lib/config/types'
import { safeUrl } from '@/lib/body/safe-url'
import { CONTACTS, contactHref } from '@/components/widgets/contact-glyphs'

export type ContactLink = (typeof CONTACTS)[number] & { href: string }

/**
 * The site's contact links: each CONTACT_* key that is set and yields a safe URL. The
 * "contact me" heading and the icons both follow this list, so neither shows without the other.
 */
export function contactLinks(config: PublicConfig): ContactLink[] {
  return CONTACTS.flatMap((c) => {
    const href = config[c.key] ? safeUrl(contactHref(c.key, config[c.key])) : null
    return href ? [{ ...c, href }] : []
  })
}
