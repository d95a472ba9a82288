import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import sharp from 'sharp'
import { cardElement, type Drawn } from '@/lib/cards/card-design'
import { cardFonts } from '@/lib/cards/card-fonts'
import { avatarImage, sizedImage } from '@/lib/cards/card-images'
import { CARD_HEIGHT, CARD_WIDTH, type CardInput } from '@/lib/cards/card-types'

/**
 * PNG for flat colour and text; JPEG for a card with a cover (a photograph as PNG is ~1 MB),
 * decided from the input so the file's name is known before it is drawn.
 */
export type CardFormat = 'png' | 'jpg'
export const cardFormat = (input: Pick<CardInput, 'cover'>): CardFormat =>
  input.cover ? 'jpg' : 'png'

/** Every piece of text a card draws (its fonts are cut to these characters). */
export const cardText = (input: Pick<CardInput, 'title' | 'summary' | 'meta' | 'siteName'>) =>
  [input.title, input.summary ?? '', input.meta ?? '', input.siteName].join('')

/** The cover's box in each design. */
const coverSize = (input: CardInput): [number, number] =>
  input.style.design !== 'writing' ? [CARD_WIDTH, CARD_HEIGHT] : [400, CARD_HEIGHT]

/** The card's pictures read and sized. */
async function drawn(input: CardInput): Promise<Drawn> {
  const [avatar, cover] = await Promise.all([
    input.avatar ? avatarImage(input.avatar) : null,
    input.cover ? sizedImage(input.cover, ...coverSize(input)) : null
  ])
  return { ...input, avatar, cover }
}

/** The card's SVG, as satori lays it out (text as paths: no font ships with it). */
export async function cardSvg(input: CardInput): Promise<string> {
  const [{ fonts, fontFamily }, pictures] = await Promise.all([
    cardFonts(input.style.font, cardText(input)),
    drawn(input)
  ])
  return satori(cardElement(pictures, fontFamily), {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts
  })
}

/** The card as a 1200×630 image. */
export async function renderCard(input: CardInput): Promise<Buffer> {
  const svg = await cardSvg(input)
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH } }).render()
  if (cardFormat(input) === 'png') return image.asPng()
  const raw = { width: image.width, height: image.height, channels: 4 as const }
  return sharp(image.pixels, { raw }).flatten().jpeg({ quality: 72 }).toBuffer()
}
