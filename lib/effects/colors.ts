/** Colour settings are text from configuration: only plain colour syntax reaches a canvas. */
const RGB = /^\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*$/
const CSS_COLOR = /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.]+%?\s*(,\s*[\d.]+%?\s*){2,3}\))$/i

/** "r, g, b" triples with each part 0-255, normalised to "r,g,b"; others dropped. */
export function rgbTriples(raw: readonly string[], fallback: readonly string[]): string[] {
  const parsed = raw.flatMap((entry) => {
    const m = RGB.exec(entry)
    if (!m) return []
    const parts = [m[1], m[2], m[3]].map(Number)
    return parts.every((n) => n <= 255) ? [parts.join(',')] : []
  })
  return parsed.length > 0 ? parsed : [...fallback]
}

/** A #hex or rgb()/rgba() colour, or the fallback. */
export const cssColor = (raw: string, fallback: string): string =>
  CSS_COLOR.test(raw.trim()) ? raw.trim() : fallback
