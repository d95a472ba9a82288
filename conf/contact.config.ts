import { key } from './key'

/**
 * The author's contact links. Public: themes show an icon for each one
 * that is set. Every key is empty by default.
 */
/** Content: the Notion table may set these. */
const content = { notion: true } as const

export const contactKeys = {
  CONTACT_GITHUB: key.string('', 'GitHub profile URL.', content),
  CONTACT_TWITTER: key.string('', 'Twitter / X profile URL.', content),
  CONTACT_TELEGRAM: key.string('', 'Telegram URL (https://t.me/...).', content),
  CONTACT_LINKEDIN: key.string('', 'LinkedIn profile URL.', content),
  CONTACT_WEIBO: key.string('', 'Weibo profile URL.', content),
  CONTACT_INSTAGRAM: key.string('', 'Instagram profile URL.', content),
  CONTACT_EMAIL: key.string('', 'Email address (shown as a mailto: link).', content),
  CONTACT_BILIBILI: key.string('', 'Bilibili space URL.', content),
  CONTACT_YOUTUBE: key.string('', 'YouTube channel URL.', content),
  CONTACT_PHONE: key.string(
    '',
    'Phone number (shown as a tel: link where a theme shows it).',
    content
  ),
  CONTACT_WHATSAPP: key.string(
    '',
    'WhatsApp number or https://wa.me/... URL (shown where a theme shows it).',
    content
  )
}
