import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import sharp from 'sharp'
import { cardElement, coverBox, photoShade, type Drawn } from '@/lib/cards/card-design'
import { cardFonts } from '@/lib/cards/card-fonts'
import { cardFormat, cardText } from '@/lib/cards/card-format'
import { avatarImage, coverPixels } from '@/lib/cards/card-images'
import { layOver, placed, type LaidPixels, type RgbPixels } from '@/lib/cards/card-pixels'
import { CARD_HEIGHT, CARD_WIDTH, type CardInput } from '@/lib/cards/card-types'

const JPEG = { quality: 72 } as const

/** A part of the card: left, top, width, height. */
type Box = [number, number, number, number]

/**
 * The card's SVG, as satori lays it out (text as outlines; the cover's place left empty, and a
 * photo card's shade left out: withCover lays both under it).
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

/** resvg, which needs no system font: satori writes text as outlines. */
const resvg = (svg: string) => new Resvg(svg, { font: { loadSystemFonts: false } })

/** The whole SVG as a PNG. */
const png = (svg: string) => resvg(svg).render().asPng()

/**
 * The pixels of `part` of the SVG (whole pixels, so the outlines fall on the pixels they
 * would fall on drawn whole), or, without `part`, of the box around all it draws; null when it
 * draws nothing. resvg's cost grows with the area drawn, and a photo card's text covers a strip.
 */
function drawnPart(svg: string, part?: Box): LaidPixels | null {
  const drawing = resvg(svg)
  const bounds = drawing.getBBox()
  if (!bounds) return null
  const [left, top, right, bottom] = part
    ? [part[0], part[1], part[0] + part[2], part[1] + part[3]]
    : [
        // A pixel's margin for anti-aliasing.
        Math.max(0, Math.floor(bounds.x) - 1),
        Math.max(0, Math.floor(bounds.y) - 1),
        Math.min(CARD_WIDTH, Math.ceil(bounds.x + bounds.width) + 1),
        Math.min(CARD_HEIGHT, Math.ceil(bounds.y + bounds.height) + 1)
      ]
  if (right <= left || bottom <= top) return null
  Object.assign(bounds, { x: left, y: top, width: right - left, height: bottom - top })
  drawing.cropByBBox(bounds)
  const image = drawing.render()
  return { data: image.pixels, width: image.width, height: image.height, left, top }
}

/** The photo card's shade, drawn once a process: the same on every photo card. */
let shade: Promise<LaidPixels | null> | null = null
function photoShadePixels(): Promise<LaidPixels | null> {
  if (!shade) {
    shade = satori(photoShade(), { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: [] }).then(
      (svg) => drawnPart(svg, [0, 0, CARD_WIDTH, CARD_HEIGHT])
    )
    // A failure fails this card (logged by its caller); the next one tries again.
    shade.catch(() => (shade = null))
  }
  return shade
}

const jpeg = (card: RgbPixels) => sharp(card.data, { raw: card }).jpeg(JPEG).toBuffer()

/**
 * The card drawn over (photo: the cover under the shade, then the text) or beside (writing: the
 * cover in its band) its cover, as a JPEG. Only what the SVG draws is rasterised.
 */
async function withCover(input: CardInput, cover: RgbPixels, svg: string): Promise<Buffer> {
  const [left, top] = coverBox(input.style.design)
  const card = placed(cover, CARD_WIDTH, CARD_HEIGHT, left, top)
  if (input.style.design === 'writing') {
    const text = drawnPart(svg, [0, 0, left, CARD_HEIGHT])
    if (text) layOver(card, text)
    return jpeg(card)
  }
  const [under, text] = [await photoShadePixels(), drawnPart(svg)]
  if (under) layOver(card, under)
  if (text) layOver(card, text)
  return jpeg(card)
}

/** The card as a 1200×630 image: PNG without a cover, JPEG with one (see cardFormat). */
export async function renderCard(input: CardInput, siteText = ''): Promise<Buffer> {
  const [, , width, height] = coverBox(input.style.design)
  const cover = input.cover ? await coverPixels(input.cover, width, height) : null
  if (input.style.design === 'cover' && cover) return jpeg(cover)
  const style =
    input.style.design === 'cover' ? { ...input.style, design: 'photo' as const } : input.style
  const card = { ...input, style }
  const svg = await cardSvg(card, cover !== null, siteText)
  if (cover) return withCover(card, cover, svg)
  // The name says .jpg (the cover was meant to be drawn): a JPEG still, drawn without it.
  if (cardFormat(input) === 'jpg') {
    const image = resvg(svg).render()
    return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
      .flatten()
      .jpeg(JPEG)
      .toBuffer()
  }
  return png(svg)
}
