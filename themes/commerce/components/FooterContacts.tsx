import type { ReactNode } from 'react'
import { StrokeIcon } from '@/components/StrokeIcon'
import { useSite } from '@/components/theme/theme-context'
import { safeUrl } from '@/lib/body/safe-url'
import { useCommerceConfig } from '@/themes/commerce/config'
import { useCommerceStrings } from '@/themes/commerce/strings'
import { emailHref, phoneHref, whatsappHref } from '@/themes/commerce/components/contact-hrefs'

interface Row {
  key: string
  href: string
  label: string
  text: string | null
  glyph: ReactNode
}

const GLYPHS = {
  whatsapp: (
    <path d="M3 21l1.7-5A9 9 0 1 1 8 19.3L3 21zm6-13c0 4 3 7 7 7l1.5-1.5-2.5-1.5-1 1c-1.5-.5-2.5-1.5-3-3l1-1L10.5 6.5z" />
  ),
  telegram: <path d="m22 2-7 20-4-9-9-4Zm0 0L11 13" />,
  email: (
    <>
      <rect x="2" y="4" width="20" height="16" rx="2" />
      <path d="m22 7-10 6L2 7" />
    </>
  ),
  phone: (
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
  )
}

/**
 * The contact column: WhatsApp and Telegram (when shown and set), email, phone; nothing when
 * none is set.
 */
export function FooterContacts({ headingClassName }: { headingClassName: string }) {
  const { config } = useSite()
  const commerce = useCommerceConfig()
  const s = useCommerceStrings()
  const candidates: (Row | null)[] = [
    row(
      'whatsapp',
      commerce.COMMERCE_CONTACT_WHATSAPP_SHOW && whatsappHref(config.CONTACT_WHATSAPP),
      'WhatsApp',
      null
    ),
    row(
      'telegram',
      commerce.COMMERCE_CONTACT_TELEGRAM_SHOW && safeUrl(config.CONTACT_TELEGRAM),
      'Telegram',
      null
    ),
    row(
      'email',
      emailHref(config.CONTACT_EMAIL),
      s.EMAIL,
      config.CONTACT_EMAIL.replace(/^mailto:/i, '')
    ),
    row('phone', phoneHref(config.CONTACT_PHONE), s.PHONE, config.CONTACT_PHONE)
  ]
  const rows = candidates.filter((r): r is Row => r !== null)
  if (!rows.length) return null
  return (
    <section data-part="contact">
      <h2 className={headingClassName}>{commerce.COMMERCE_TEXT_FOOTER_TITLE}</h2>
      <ul className="space-y-2 text-sm">
        {rows.map((r) => (
          <li key={r.key}>
            <a
              href={r.href}
              target={r.href.startsWith('http') ? '_blank' : undefined}
              rel="noreferrer"
              data-contact={r.key}
              className="inline-flex items-center gap-2 hover:text-white"
            >
              <StrokeIcon size={18}>{r.glyph}</StrokeIcon>
              <span>
                {r.text && <span className="sr-only">{r.label}: </span>}
                {r.text ?? r.label}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

function row(
  key: keyof typeof GLYPHS,
  href: string | null | false,
  label: string,
  text: string | null
): Row | null {
  return href ? { key, href, label, text, glyph: GLYPHS[key] } : null
}
