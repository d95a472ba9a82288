import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import sharp from 'sharp'
import { cardElement, coverBox, type Drawn } from '@/lib/cards/card-design'
import { cardFonts } from '@/lib/cards/card-fonts'
import { cardFormat, cardText } from '@/lib/cards/card-format'
import { avatarImage, coverPixels, type Pixels } from '@/lib/cards/card-images'
import { CARD_HEIGHT, CARD_WIDTH, type CardInput } from '@/lib/cards/card-types'

const JPEG = { quality: 72 } as const

/**
 * The card's SVG, as satori lays it out (text as outlines; the cover's place left empty).
 * `siteText`: the text of all the site's cards, so they share one CJK font cut (cardFonts).
 */
export async function cardSvg(input: CardInput, hasCover = false, siteText = ''): Promise<string> {
  const [{ fonts, fontFamily }, avatar] = await Promise.all([
    cardFonts(input.style.font, cardText(input), siteText),
    input.avatar ? avatarImage(input.avatar) : null
  ])
  const drawn: Drawn = { ...input, avatar, cover: hasCover }
  return satori(cardElement(drawn, fontFamily), { width: CARD_WIDTH, height: CARD_HEIGHT, fonts })
}

/** The SVG as RGBA pixels; the SVG holds no text elements, so no system font is looked up. */
function raster(svg: string) {
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render()
}

/** The card drawn over (photo) or beside (writing) its cover, as a JPEG. */
async function withCover(input: CardInput, cover: Pixels, svg: string): Promise<Buffer> {
  const image = raster(svg)
  const drawn = { raw: { width: image.width, height: image.height, channels: 4 as const } }
  const [left, top] = coverBox(input.style.design)
  if (input.style.design === 'writing')
    return sharp(image.pixels, drawn)
      .composite([{ input: cover.data, raw: cover, left, top }])
      .flatten()
      .jpeg(JPEG)
      .toBuffer()
  return sharp(cover.data, { raw: cover })
    .composite([{ input: image.pixels, ...drawn }])
    .jpeg(JPEG)
    .toBuffer()
}

/** The card as a 1200×630 image: PNG without a cover, JPEG with one (see cardFormat). */
export async function renderCard(input: CardInput, siteText = ''): Promise<Buffer> {
  const [, , width, height] = coverBox(input.style.design)
  const cover = input.cover ? await coverPixels(input.cover, width, height) : null
  if (input.style.design === 'cover' && cover)
    return sharp(cover.data, { raw: cover }).jpeg(JPEG).toBuffer()
  const style =
    input.style.design === 'cover' ? { ...input.style, design: 'photo' as const } : input.style
  const card = { ...input, style }
  const svg = await cardSvg(card, cover !== null, siteText)
  if (cover) return withCover(card, cover, svg)
  const image = raster(svg)
  // The name says .jpg (the cover was meant to be drawn): a JPEG still, drawn without it.
  if (cardFormat(input) === 'jpg')
    return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
      .flatten()
      .jpeg(JPEG)
      .toBuffer()
  return image.asPng()
}
