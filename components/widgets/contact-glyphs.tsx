import type { ReactNode } from 'react'

export type ContactKey =
  | 'CONTACT_GITHUB'
  | 'CONTACT_TWITTER'
  | 'CONTACT_TELEGRAM'
  | 'CONTACT_LINKEDIN'
  | 'CONTACT_WEIBO'
  | 'CONTACT_INSTAGRAM'
  | 'CONTACT_EMAIL'
  | 'CONTACT_BILIBILI'
  | 'CONTACT_YOUTUBE'
  | 'CONTACT_WEHCHAT_PUBLIC'

/** WeChat's two speech bubbles, 24×24. */
export const WECHAT_GLYPH = (
  <>
    <path d="M9 4C5.1 4 2 6.6 2 9.8c0 1.8 1 3.4 2.6 4.5L4 17l2.9-1.5c.7.2 1.4.3 2.1.3" />
    <path d="M15.5 9C12.5 9 10 11.1 10 13.7s2.5 4.7 5.5 4.7c.6 0 1.1-.1 1.7-.2L20 20l-.5-2.4c1.5-.9 2.5-2.3 2.5-3.9C22 11.1 19.5 9 15.5 9z" />
    <path d="M6.5 8h.01M11 8h.01M13.5 13h.01M17.5 13h.01" />
  </>
)

/** The contacts in a fixed order: brand name (not translated) and a 24×24 line glyph. */
export const CONTACTS: { key: ContactKey; name: string; glyph: ReactNode }[] = [
  {
    key: 'CONTACT_GITHUB',
    name: 'GitHub',
    glyph: (
      <>
        <path d="M15 22v-4a4.8 4.8 0 0 0-1-3.5c3 0 6-2 6-5.5.08-1.25-.27-2.48-1-3.5.28-1.15.28-2.35 0-3.5 0 0-1 0-3 1.5-2.64-.5-5.36-.5-8 0C6 2 5 2 5 2c-.3 1.15-.3 2.35 0 3.5A5.4 5.4 0 0 0 4 9c0 3.5 3 5.5 6 5.5-.39.49-.68 1.05-.85 1.65-.17.6-.22 1.23-.15 1.85v4" />
        <path d="M9 18c-4.51 2-5-2-7-2" />
      </>
    )
  },
  {
    key: 'CONTACT_TWITTER',
    name: 'Twitter',
    glyph: (
      <path d="M22 4s-.7 2.1-2 3.4c1.6 10-9.4 17.3-18 11.6 2.2.1 4.4-.6 6-2C3 15.5.5 9.6 3 5c2.2 2.6 5.6 4.1 9 4-.9-4.2 4-6.6 7-3.8 1.1 0 3-1.2 3-1.2z" />
    )
  },
  {
    key: 'CONTACT_TELEGRAM',
    name: 'Telegram',
    glyph: <path d="m22 2-7 20-4-9-9-4Zm0 0L11 13" />
  },
  {
    key: 'CONTACT_LINKEDIN',
    name: 'LinkedIn',
    glyph: (
      <>
        <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
        <rect x="2" y="9" width="4" height="12" />
        <circle cx="4" cy="4" r="2" />
      </>
    )
  },
  {
    key: 'CONTACT_WEIBO',
    name: 'Weibo',
    glyph: (
      <>
        <path d="M10.1 20c-4.1.4-7.7-1.5-8-4.2-.3-2.7 2.9-5.3 7-5.7 4.1-.4 7.7 1.5 8 4.2.3 2.7-2.9 5.3-7 5.7z" />
        <circle cx="9.5" cy="15.3" r="1.6" />
        <path d="M16.5 3.5a5 5 0 0 1 5 5.5M16.5 6.8a1.8 1.8 0 0 1 1.8 2" />
      </>
    )
  },
  {
    key: 'CONTACT_INSTAGRAM',
    name: 'Instagram',
    glyph: (
      <>
        <rect x="2" y="2" width="20" height="20" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <path d="M17.5 6.5h.01" />
      </>
    )
  },
  {
    key: 'CONTACT_EMAIL',
    name: 'Email',
    glyph: (
      <>
        <rect x="2" y="4" width="20" height="16" rx="2" />
        <path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7" />
      </>
    )
  },
  {
    key: 'CONTACT_BILIBILI',
    name: 'Bilibili',
    glyph: (
      <>
        <rect x="2" y="7" width="20" height="14" rx="3" />
        <path d="m7 2 3 4m7-4-3 4M8.5 13v2m7-2v2" />
      </>
    )
  },
  {
    key: 'CONTACT_YOUTUBE',
    name: 'YouTube',
    glyph: (
      <>
        <path d="M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
        <path d="m10 15 5-3-5-3z" />
      </>
    )
  },
  { key: 'CONTACT_WEHCHAT_PUBLIC', name: 'WeChat', glyph: WECHAT_GLYPH }
]

/** A contact's link target: the email as mailto:, the rest as given. */
export const contactHref = (key: ContactKey, value: string) =>
  key === 'CONTACT_EMAIL' && !value.startsWith('mailto:') ? `mailto:${value}` : value
