/** Notion rich text (`[text, decorations?][]`): plain-text helpers and titles. */
export type Decoration = [string, ...unknown[]]
export type Segment = [string, Decoration[]?]
export type RichText = Segment[]

/** Mentions and other inline objects are stored as this placeholder character. */
export const MENTION_MARK = '‣'

export const isRichText = (v: unknown): v is RichText =>
  Array.isArray(v) &&
  v.every(
    (s) =>
      Array.isArray(s) &&
      typeof s[0] === 'string' &&
      (s[1] === undefined || (Array.isArray(s[1]) && s[1].every(Array.isArray)))
  )

/** Every segment's text joined; a plain string is itself, a malformed segment reads as ''. */
export function plainText(value: unknown): string {
  if (typeof value === 'string') return value
  if (!Array.isArray(value)) return ''
  return value
    .map((segment: unknown) =>
      Array.isArray(segment) && typeof segment[0] === 'string' ? segment[0] : ''
    )
    .join('')
}

/**
 * A page title: the first element of each segment concatenated, skipping the '‣' placeholders of
 * mentions (a title that mentions a date or a page does not show the raw mark).
 */
export function richTextTitle(value: unknown): string {
  if (!isRichText(value)) return ''
  return value
    .filter((s) => s[0] !== MENTION_MARK)
    .map((s) => s[0])
    .join('')
    .trim()
}
