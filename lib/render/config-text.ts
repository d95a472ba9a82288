/**
 * Text settings copied from NotionNext often hold a little HTML (`<br />`, `<p>`, `<strong>`).
 * They are shown as plain text: line breaks and paragraph ends become paragraph breaks, every
 * other tag is dropped and the common entities are decoded, so no markup ever reaches the page.
 */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' '
}

const decode = (text: string) =>
  text.replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
    return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ''
  })

/** The paragraphs of a text setting, tags removed; empty for anything that is not a string. */
export function configParagraphs(raw: unknown): string[] {
  if (typeof raw !== 'string') return []
  const text = raw
    .replace(/<\s*br\s*\/?\s*>/gi, '\n')
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\s*\/?\s*(p|div|li|h[1-6])\b[^>]*>/gi, '\n')
    .replace(/<[/!]?[a-z][^>]*>?/gi, '')
  return decode(text)
    .split(/\n+/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}

/** A text setting on one line, tags removed. */
export const configText = (raw: unknown): string => configParagraphs(raw).join(' ')
