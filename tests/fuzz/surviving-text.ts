import { valueOf, type RecordMapLike } from './record-mutations'

const PLAIN_DECORATIONS = new Set(['b', 'i', 's', 'c', '_', 'h'])

/** The text of a paragraph whose rich text renders as itself (no mention, date, link or maths). */
function plainTextOf(value: Record<string, unknown> | undefined): string | null {
  if (value?.type !== 'text') return null
  const title = (value.properties as { title?: unknown } | undefined)?.title
  if (!Array.isArray(title)) return null
  let text = ''
  for (const segment of title) {
    if (!Array.isArray(segment) || typeof segment[0] !== 'string') return null
    const decorations = (segment[1] ?? []) as unknown[]
    if (!Array.isArray(decorations)) return null
    if (decorations.some((d) => !Array.isArray(d) || !PLAIN_DECORATIONS.has(String(d[0]))))
      return null
    text += segment[0]
  }
  const trimmed = text.replace(/\s+/g, ' ').trim()
  return trimmed.length >= 3 && !trimmed.includes('‣') ? trimmed : null
}

/**
 * Paragraphs directly under the root that no mutation reached: their text must be on the page.
 * Empty when the root itself was touched (its body may then legitimately be gone).
 */
export function survivingTexts(
  before: RecordMapLike,
  after: RecordMapLike,
  rootId: string,
  touched: ReadonlySet<string>
): string[] {
  if (touched.has(rootId)) return []
  const original = (valueOf(before.block[rootId])?.content ?? []) as string[]
  const now = new Set((valueOf(after.block[rootId])?.content ?? []) as string[])
  return original
    .filter((id) => now.has(id) && !touched.has(id))
    .map((id) => plainTextOf(valueOf(after.block[id])))
    .filter((text): text is string => text !== null)
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  nbsp: ' '
}

/** The visible text of markup, for comparing with the source text. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
}
