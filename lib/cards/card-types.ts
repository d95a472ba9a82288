import type { CardDesign, CardFontFamily, CardPalette } from '@/conf/themes/card-styles'

export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630

export interface CardStyle {
  /** `cover`: the cover alone, cut to the card's size (SHARE_CARD=cover). */
  design: CardDesign | 'cover'
  font: CardFontFamily
  palette: CardPalette
}

/**
 * Everything a card shows, and nothing else: its hash names the file, so an unchanged post is
 * never drawn twice. A locked post's card carries its title and the site's name only.
 */
export interface CardInput {
  style: CardStyle
  title: string
  /** Quiet lines under the title (summary, or the site's description). */
  summary: string | null
  /** Small text at the foot: category · date, or nothing. */
  meta: string | null
  siteName: string
  /** The site's avatar: a site path (public/), or null. */
  avatar: string | null
  /** The cover: a site path (public/) or an http(s) URL, or null. */
  cover: string | null
}
