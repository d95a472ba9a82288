import { siteRoot } from '@/lib/base-path'
import { CONSTANTS } from '@/conf/constants'

export type ShareService = (typeof CONSTANTS.SHARE_SERVICES)[number]

export interface ShareTarget {
  /** The absolute URL of the post. */
  url: string
  title: string
  summary?: string | null
}

const q = encodeURIComponent

/** Brand names, the same in every language; the ones a locale translates come from lib/i18n. */
export const SERVICE_NAMES: Readonly<Record<ShareService, string>> = {
  link: 'Link',
  wechat: 'WeChat',
  qq: 'QQ',
  weibo: 'Weibo',
  email: 'Email',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  telegram: 'Telegram',
  messenger: 'Messenger',
  line: 'LINE',
  reddit: 'Reddit',
  whatsapp: 'WhatsApp',
  linkedin: 'LinkedIn'
}

/**
 * Plain share links, no third-party script. 'link' and 'wechat' have no share address (WeChat
 * shares by QR code inside its app): both copy the post URL instead, so they return null.
 */
const builders: Record<ShareService, (t: ShareTarget) => string | null> = {
  link: () => null,
  wechat: () => null,
  qq: (t) =>
    `https://connect.qq.com/widget/shareqq/index.html?url=${q(t.url)}&title=${q(t.title)}&summary=${q(t.summary ?? '')}`,
  weibo: (t) => `https://service.weibo.com/share/share.php?url=${q(t.url)}&title=${q(t.title)}`,
  email: (t) => `mailto:?subject=${q(t.title)}&body=${q(`${t.title}\n${t.url}`)}`,
  facebook: (t) => `https://www.facebook.com/sharer/sharer.php?u=${q(t.url)}`,
  twitter: (t) => `https://twitter.com/intent/tweet?url=${q(t.url)}&text=${q(t.title)}`,
  telegram: (t) => `https://t.me/share/url?url=${q(t.url)}&text=${q(t.title)}`,
  // Messenger's web dialog needs a Facebook app id; the app link needs none (mobile only).
  messenger: (t) => `fb-messenger://share/?link=${q(t.url)}`,
  line: (t) => `https://social-plugins.line.me/lineit/share?url=${q(t.url)}`,
  reddit: (t) => `https://www.reddit.com/submit?url=${q(t.url)}&title=${q(t.title)}`,
  whatsapp: (t) => `https://api.whatsapp.com/send?text=${q(`${t.title} ${t.url}`)}`,
  linkedin: (t) => `https://www.linkedin.com/sharing/share-offsite/?url=${q(t.url)}`
}

/** The share address of a service for a post, or null when the service copies the link instead. */
export const shareUrl = (service: ShareService, target: ShareTarget): string | null =>
  builders[service](target)

/** The absolute URL of a site path (no base path): the site's root URL (siteRoot), plus the path. */
export function absoluteUrl(link: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path
  return `${siteRoot(link)}${path.startsWith('/') ? '' : '/'}${path}`
}
