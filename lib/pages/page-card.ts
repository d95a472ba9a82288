import { THEME_CARD_STYLES } from '@/conf/themes/card-styles'
import { cardDirsOf, ensureCard } from '@/lib/cards/card-store'
import { cardText, wideCharacters } from '@/lib/cards/card-format'
import { log } from '@/lib/log'
import { CARD_HEIGHT, CARD_WIDTH, type CardInput, type CardStyle } from '@/lib/cards/card-types'
import type { SiteData } from '@/lib/content/site-types'
import type { PostSummary } from '@/lib/content/types'
import type { ShareImage } from '@/lib/theme/layout-props'

/** Where a site's cards are served from (a file of an export's out/, a route on a server). */
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

/**
 * A post's card. A locked post shows its title and the site's name only (its cover too when
 * SHARE_CARD_LOCKED_COVER allows); SHARE_CARD=cover draws the cover alone when there is one.
 */
export function postCardInput(data: SiteData, post: PostSummary): CardInput {
  const style = styleOf(data)
  const site = { siteName: data.site.title, avatar: avatarOf(data) }
  if (post.locked) {
    const cover = data.config.SHARE_CARD_LOCKED_COVER ? post.cover : null
    return { style, title: post.title, summary: null, meta: null, ...site, cover }
  }
  if (data.config.SHARE_CARD === 'cover' && post.cover)
    return {
      style: { ...style, design: 'cover' },
      title: post.title,
      summary: null,
      meta: null,
      ...site,
      cover: post.cover
    }
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

/** The wide (CJK) characters of every card of a site, worked out once per site data. */
const siteTexts = new WeakMap<SiteData, string>()
export function siteTextOf(data: SiteData): string {
  let text = siteTexts.get(data)
  if (text === undefined) {
    const inputs = [siteCardInput(data), ...data.posts.map((post) => postCardInput(data, post))]
    text = wideCharacters(inputs.map(cardText).join('')).join('')
    siteTexts.set(data, text)
  }
  return text
}

/** Draws a card with the text of all the site's cards at hand (lib/cards/render-card.ts). */
export type DrawCard = (input: CardInput, siteText: string) => Promise<Buffer>

let renderer: Promise<DrawCard | null> | null = null

/**
 * The renderer (satori, resvg and sharp: wasm and native code), loaded when a card is first
 * drawn; null where it cannot load (no prebuilt binary for the platform): logged once, and the
 * pages keep their cover as without cards.
 */
function loadRenderer(): Promise<DrawCard | null> {
  renderer ??= import('@/lib/cards/render-card').then(
    (module) => module.renderCard,
    (error: unknown) => {
      log.warn(`share cards: the renderer cannot load (${String(error)}); pages keep their cover`)
      return null
    }
  )
  return renderer
}

/**
 * A page's share picture: its card drawn (or found drawn) now, so the head can name it; none with
 * SHARE_CARD=off or when the card could not be drawn (the head then uses the cover as before).
 */
export async function shareImageOf(
  data: SiteData,
  post: PostSummary | null,
  draw?: DrawCard
): Promise<ShareImage | null> {
  if (data.config.SHARE_CARD === 'off') return null
  const drawCard = draw ?? (await loadRenderer())
  if (!drawCard) return null
  const input = post ? postCardInput(data, post) : siteCardInput(data)
  const render = (card: CardInput) => drawCard(card, siteTextOf(data))
  const name = await ensureCard(input, cardDirsOf(data.config), render)
  if (!name) return null
  return { url: `${CARDS_PATH}/${name}`, width: CARD_WIDTH, height: CARD_HEIGHT, alt: input.title }
}
