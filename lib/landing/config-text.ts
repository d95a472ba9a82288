const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' '
}

/**
 * A setting that may hold HTML (NotionNext's landing values do) as plain text: line breaks
 * become spaces, tags are dropped, the common entities decoded, spaces collapsed. The result is
 * always drawn as text, never as markup.
 */
export function configText(raw: unknown): string {
  if (typeof raw !== 'string') return ''
  return raw
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/?[a-z!][^>]*>/gi, '')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (whole, name: string) => decode(name) ?? whole)
    .replace(/\s+/g, ' ')
    .trim()
}

function decode(name: string): string | undefined {
  if (name.startsWith('#')) {
    const code =
      name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
  }
  return ENTITIES[name.toLowerCase()]
}

/** A comma list ("a, b,,c") or a list of strings as trimmed, non-empty plain-text items. */
export function commaList(raw: unknown): string[] {
  const items = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : []
  return items.map(configText).filter(Boolean)
}
