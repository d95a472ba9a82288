import { configText } from '@/lib/landing/config-text'

/** Where a text setting breaks into paragraphs: new lines, `<br>`, and block tags. */
const BREAKS = /\n|<\s*br\s*\/?\s*>|<\s*\/?\s*(?:p|div|li|h[1-6])\b[^>]*>/gi

/**
 * A text setting as plain-text paragraphs (blank lines or `<br>` / `<p>` from older, HTML
 * settings split them); script and style bodies and comments are dropped with the tags.
 */
export function configParagraphs(raw: unknown): string[] {
  if (typeof raw !== 'string') return []
  return raw
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .split(BREAKS)
    .map((part) => configText(part ?? ''))
    .filter(Boolean)
}
