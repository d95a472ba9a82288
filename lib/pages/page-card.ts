import { THEME_CARD_STYLES } from '@/conf/themes/card-styles'
import { cardFileName } from '@/lib/cards/card-store'
import { cardText, wideCharacters } from '@/lib/cards/card-format'
import { CARD_HEIGHT, CARD_WIDTH, type CardInput, type CardStyle } from '@/lib/cards/card-types'
import type { SiteData, SitePost } from '@/lib/content/site-types'
import type { ShareImage } from '@/lib/theme/layout-props'

/** Where a site's cards are served from (files of an export's out/, a route on a server). */
export const CARDS_PATH = '/cards'

function styleOf(data: SiteData): CardStyle {
  const theme = THEME_CARD_STYLES[data.config.THEME] ?? THEME_CARD_STYLES.plog
  const palette = data.config.APPEARANCE === 'dark' ? theme.dark : theme.light
  return { design: theme.design, font: theme.font, palette }
}

/** The site's own picture as a card reads it: a file of public/, never a remote address. */
const avatarOf = (data: SiteData) =>
  data.config.AVATAR.startsWith('/') && !data.config.AVATAR.startsWith('//')
    ? data.config.AVATAR
    : '/avatar.svg'

/** The card of a list page, the archive and the like: the site's. */
export function siteCardInput(data: SiteData): CardInput {
  return {
    style: styleOf(data),
    title: data.site.title,
    summary: data.site.description || null,
    meta: null,
    siteName: data.site.title,
    avatar: avatarOf(data),
    cover: data.site.cover
  }
}

/** The post's own picture (its share image column, else its cover) a card may show, or null. */
function pictureOf(data: SiteData, post: SitePost): string | null {
  if (post.locked && !data.config.SHARE_CARD_LOCKED_COVER) return null
  return post.shareImage ?? post.cover
}

/**
 * A post's card. A locked post shows its title and the site's name only (its picture too when
 * SHARE_CARD_LOCKED_COVER allows). The owner's own share image is drawn alone, cut to the card's
 * size, as is the cover with SHARE_CARD=cover.
 */
export function postCardInput(data: SiteData, post: SitePost): CardInput {
  const style = styleOf(data)
  const site = { siteName: data.site.title, avatar: avatarOf(data) }
  const alone = (cover: string): CardInput => ({
    style: { ...style, design: 'cover' },
    title: post.title,
    summary: null,
    meta: null,
    ...site,
    cover
  })
  if (post.locked) {
    const cover = pictureOf(data, post)
    if (cover && post.shareImage) return alone(cover)
    return { style, title: post.title, summary: null, meta: null, ...site, cover }
  }
  if (post.shareImage) return alone(post.shareImage)
  if (data.config.SHARE_CARD === 'cover' && post.cover) return alone(post.cover)
  const day = post.type === 'Post' ? post.publishDay : null
  return {
    style,
    title: post.title,
    summary: post.summary,
    meta: [post.category, day].filter(Boolean).join(' · ') || null,
    ...site,
    cover: post.cover
  }
}

/** A site's cards by file name (its own and every post page's), worked out once per site data. */
const siteCards = new WeakMap<SiteData, Map<string, CardInput>>()
export function cardsOfSite(data: SiteData): Map<string, CardInput> {
  let cards = siteCards.get(data)
  if (!cards) {
    cards = new Map()
    const pages = data.posts.filter((post) => post.target === '_self')
    for (const input of [siteCardInput(data), ...pages.map((p) => postCardInput(data, p))])
      cards.set(cardFileName(input), input)
    siteCards.set(data, cards)
  }
  return cards
}

/** The wide (CJK) characters of every card of a site, worked out once per site data. */
const siteTexts = new WeakMap<SiteData, string>()
export function siteTextOf(data: SiteData): string {
  let text = siteTexts.get(data)
  if (text === undefined) {
    const inputs = [...cardsOfSite(data).values()]
    text = wideCharacters(inputs.map(cardText).join('')).join('')
    siteTexts.set(data, text)
  }
  return text
}

/**
 * A page's share picture: its card's address (a hash of what it draws, so an edit names another;
 * the card is drawn when first asked for, lib/pages/card-route.ts, or after an export's pages,
 * scripts/export-cards.ts). With SHARE_CARD=off: the owner's own image as it is, else none (the
 * head then uses the cover as before).
 */
export function shareImageOf(data: SiteData, post: SitePost | null): ShareImage | null {
  if (data.config.SHARE_CARD === 'off') {
    const own = post && (!post.locked || data.config.SHARE_CARD_LOCKED_COVER) && post.shareImage
    return own ? { url: own, alt: post.title } : null
  }
  const input = post ? postCardInput(data, post) : siteCardInput(data)
  const url = `${CARDS_PATH}/${cardFileName(input)}`
  return { url, width: CARD_WIDTH, height: CARD_HEIGHT, alt: input.title }
}

/** The site's post at a page's address, for the page's card (none: the site's card). */
const byHref = new WeakMap<SiteData, Map<string, SitePost>>()
export function sitePostAt(data: SiteData, href: string): SitePost | null {
  let posts = byHref.get(data)
  if (!posts) byHref.set(data, (posts = new Map(data.posts.map((p) => [p.href, p]))))
  return posts.get(href) ?? null
}
