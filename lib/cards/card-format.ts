import type { CardInput } from '@/lib/cards/card-types'

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

/** Characters of `text` that Noto Sans and Noto Serif's Latin slices do not hold. */
export function wideCharacters(text: string): string[] {
  return [...new Set([...text])].filter((c) => (c.codePointAt(0) ?? 0) > 0x24f)
}
