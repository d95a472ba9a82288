import { key } from '../lib/config/define'

/**
 * The author's contact links (SPEC §2 plog slide-over). Public: themes show an icon for each one
 * that is set. Every key is empty by default.
 */
export const contactKeys = {
  CONTACT_GITHUB: key.string('', 'GitHub profile URL.'),
  CONTACT_TWITTER: key.string('', 'Twitter / X profile URL.'),
  CONTACT_TELEGRAM: key.string('', 'Telegram URL (https://t.me/...).'),
  CONTACT_LINKEDIN: key.string('', 'LinkedIn profile URL.'),
  CONTACT_WEIBO: key.string('', 'Weibo profile URL.'),
  CONTACT_INSTAGRAM: key.string('', 'Instagram profile URL.'),
  CONTACT_EMAIL: key.string('', 'Email address (shown as a mailto: link).'),
  CONTACT_BILIBILI: key.string('', 'Bilibili space URL.'),
  CONTACT_YOUTUBE: key.string('', 'YouTube channel URL.')
}
