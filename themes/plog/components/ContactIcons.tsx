import { StrokeIcon } from '@/components/StrokeIcon'
import { useMessages } from '@/lib/i18n/use-messages'
import type { ContactLink } from '@/themes/plog/components/contact-links'

/** A round icon link for each contact (contactLinks); nothing when there is none. */
export function ContactIcons({ links }: { links: ContactLink[] }) {
  const t = useMessages()
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
