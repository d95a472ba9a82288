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
  ),
  CONTACT_WEHCHAT_PUBLIC: key.string(
    '',
    "WeChat official account URL (https://mp.weixin.qq.com/...), NotionNext's spelling.",
    { ...content, aliases: ['CONTACT_WEHCAT_PUBLIC'] }
  ),
  CONTACT_WECHAT_QR: key.string(
    '',
    'Image URL of a WeChat QR code: the contact row shows it in a popover from a WeChat button.',
    content
  ),
  MAILCHIMP_FORM_URL: key.string(
    '',
    'Mailchimp embedded-form action URL (https://….list-manage.com/subscribe/post?u=…&id=…): themes with a newsletter form post to it.'
  )
}
