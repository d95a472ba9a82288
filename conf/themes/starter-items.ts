import { key } from '@/conf/key'

/**
 * starter's list settings, in NotionNext's shapes (upper-case field names) so an existing Notion
 * Config table keeps working. Every field is plain text; URLs go through the safe-URL check.
 */
export interface StarterTestimonial {
  STARTER_TESTIMONIALS_ITEM_TEXT: string
  STARTER_TESTIMONIALS_ITEM_AVATAR?: string
  STARTER_TESTIMONIALS_ITEM_NICKNAME: string
  STARTER_TESTIMONIALS_ITEM_DESCRIPTION?: string
  STARTER_TESTIMONIALS_ITEM_URL?: string
}

export interface StarterTeamMember {
  STARTER_TEAM_ITEM_AVATAR?: string
  STARTER_TEAM_ITEM_NICKNAME: string
  STARTER_TEAM_ITEM_DESCRIPTION?: string
}

export interface StarterBrand {
  IMAGE: string
  IMAGE_WHITE?: string
  URL?: string
  TITLE: string
}

export interface StarterLinkGroup {
  TITLE: string
  LINK_GROUP: readonly { TITLE: string; URL: string }[]
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const strings = (v: unknown, required: string[], optional: string[]) =>
  isRecord(v) &&
  required.every((k) => typeof v[k] === 'string') &&
  optional.every((k) => v[k] === undefined || typeof v[k] === 'string')
const listOf =
  <T>(check: (v: unknown) => boolean) =>
  (v: unknown): v is readonly T[] =>
    Array.isArray(v) && v.every(check)

const T = 'STARTER_TESTIMONIALS_ITEM_'
const M = 'STARTER_TEAM_ITEM_'
const isTestimonial = (v: unknown) =>
  strings(v, [`${T}TEXT`, `${T}NICKNAME`], [`${T}AVATAR`, `${T}DESCRIPTION`, `${T}URL`])
const isMember = (v: unknown) => strings(v, [`${M}NICKNAME`], [`${M}AVATAR`, `${M}DESCRIPTION`])
const isBrand = (v: unknown) => strings(v, ['IMAGE', 'TITLE'], ['IMAGE_WHITE', 'URL'])
const isGroup = (v: unknown) =>
  isRecord(v) &&
  typeof v.TITLE === 'string' &&
  Array.isArray(v.LINK_GROUP) &&
  v.LINK_GROUP.every((l) => strings(l, ['TITLE', 'URL'], []))

const saying = (text: string, name: string, role: string, n: number): StarterTestimonial => ({
  STARTER_TESTIMONIALS_ITEM_TEXT: text,
  STARTER_TESTIMONIALS_ITEM_AVATAR: `/demo/starter/avatar-${n}.svg`,
  STARTER_TESTIMONIALS_ITEM_NICKNAME: name,
  STARTER_TESTIMONIALS_ITEM_DESCRIPTION: role,
  STARTER_TESTIMONIALS_ITEM_URL: ''
})

const member = (name: string, role: string, n: number): StarterTeamMember => ({
  STARTER_TEAM_ITEM_AVATAR: `/demo/starter/avatar-${n}.svg`,
  STARTER_TEAM_ITEM_NICKNAME: name,
  STARTER_TEAM_ITEM_DESCRIPTION: role
})

const brand = (name: string): StarterBrand => ({
  IMAGE: `/demo/starter/brand-${name.toLowerCase()}.svg`,
  IMAGE_WHITE: `/demo/starter/brand-${name.toLowerCase()}-white.svg`,
  URL: '',
  TITLE: name
})

export const starterItemKeys = {
  STARTER_TESTIMONIALS_ITEMS: key.json<readonly StarterTestimonial[]>(
    [
      saying(
        'I moved my notes to a real site in an afternoon, and I still write in Notion.',
        'Maya Ortiz',
        'Travel writer',
        1
      ),
      saying(
        'Pages are static, so the site is fast and costs nothing to host.',
        'Jonas Berg',
        'Developer',
        2
      ),
      saying(
        'Switching themes took one setting. My readers thought I had hired a designer.',
        'Aiko Tanaka',
        'Photographer',
        3
      ),
      saying(
        'Search, dark mode and a sitemap came with it. I just kept writing.',
        'Sam Okafor',
        'Teacher',
        4
      ),
      saying(
        'Our team documents everything in Notion; now the public part is a website too.',
        'Lena Fischer',
        'Product lead',
        5
      ),
      saying(
        'Locked posts with a password were exactly what my private family diary needed.',
        'Tom Reyes',
        'Father of three',
        6
      )
    ],
    'Testimonial cards: [{ STARTER_TESTIMONIALS_ITEM_TEXT, _AVATAR, _NICKNAME, _DESCRIPTION, _URL }].',
    listOf<StarterTestimonial>(isTestimonial)
  ),
  STARTER_TEAM_ITEMS: key.json<readonly StarterTeamMember[]>(
    [
      member('Ana Silva', 'Maintainer', 1),
      member('Ben Carter', 'Themes', 2),
      member('Chen Wei', 'Notion data', 3),
      member('Dana Kim', 'Docs', 4)
    ],
    'Team member cards: [{ STARTER_TEAM_ITEM_AVATAR, _NICKNAME, _DESCRIPTION }].',
    listOf<StarterTeamMember>(isMember)
  ),
  STARTER_BRANDS: key.json<readonly StarterBrand[]>(
    ['Northwind', 'Lumen', 'Orbit', 'Quarry', 'Tandem'].map(brand),
    'Partner logos: [{ IMAGE, IMAGE_WHITE (for dark mode), URL, TITLE }].',
    listOf<StarterBrand>(isBrand)
  ),
  STARTER_FOOTER_LINK_GROUP: key.json<readonly StarterLinkGroup[]>(
    [
      {
        TITLE: 'About',
        LINK_GROUP: [
          { TITLE: 'Home', URL: '/#home' },
          { TITLE: 'Blog', URL: '/archive' },
          { TITLE: 'How it works', URL: '/article/how-this-site-works' }
        ]
      },
      {
        TITLE: 'Product',
        LINK_GROUP: [
          { TITLE: 'Features', URL: '/#features' },
          { TITLE: 'Pricing', URL: '/#pricing' },
          { TITLE: 'FAQ', URL: '/#faq' }
        ]
      }
    ],
    'Footer link columns: [{ TITLE, LINK_GROUP: [{ TITLE, URL }] }].',
    listOf<StarterLinkGroup>(isGroup)
  )
}
