import { StrokeIcon } from '../../../components/StrokeIcon'
import type { PublicConfig } from '../../../lib/config/types'
import { useMessages } from '../../../lib/i18n/use-messages'
import { safeUrl } from '../../../lib/render/safe-url'
import { CONTACTS, contactHref } from './contact-glyphs'

/** A round icon link for each configured CONTACT_* key; nothing when none is set. */
export function ContactIcons({ config }: { config: PublicConfig }) {
  const t = useMessages()
  const links = CONTACTS.flatMap((c) => {
    const href = config[c.key] ? safeUrl(contactHref(c.key, config[c.key])) : null
    return href ? [{ ...c, href }] : []
  })
  if (!links.length) return null
  return (
    <ul className="flex flex-wrap gap-2">
      {links.map((c) => {
        const name = c.key === 'CONTACT_EMAIL' ? t.POST.SHARE_EMAIL : c.name
        return (
          <li key={c.key}>
            <a
              href={c.href}
              target={c.key === 'CONTACT_EMAIL' ? undefined : '_blank'}
              rel="noreferrer me"
              aria-label={name}
              title={name}
              className="flex h-10 w-10 items-center justify-center rounded-full bg-black/5 text-neutral-700 transition hover:-translate-y-0.5 hover:bg-black hover:text-white dark:bg-white/10 dark:text-neutral-200 dark:hover:bg-white dark:hover:text-black"
            >
              <StrokeIcon size={19}>{c.glyph}</StrokeIcon>
            </a>
          </li>
        )
      })}
    </ul>
  )
}
