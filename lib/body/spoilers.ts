import type { Decoration, RichText } from '@/lib/body/rich-text'

/** The mark a spoiler's text carries: react-notion-x draws it as <span class="notion-spoiler">. */
export const SPOILER_MARK: Decoration = ['h', 'spoiler']

const occurrences = (text: string, tag: string) => text.split(tag).length - 1

/**
 * Rich text whose parts between two `tag` marks (`[sp]hidden[sp]`) are marked as spoilers, the
 * marks removed. The marks pair up across formatting changes; an unpaired last mark stays text.
 */
export function markSpoilers(value: RichText, tag: string): RichText {
  if (!tag) return value
  const total = value.reduce((n, [text]) => n + occurrences(text, tag), 0)
  if (total < 2) return value
  const paired = total - (total % 2)
  const out: RichText = []
  let seen = 0
  let hidden = false
  for (const [text, decorations = []] of value) {
    const parts = text.split(tag)
    parts.forEach((part, index) => {
      let piece = part
      if (index > 0) {
        seen += 1
        if (seen <= paired) hidden = !hidden
        else piece = tag + part
      }
      if (!piece) return
      const marks = hidden ? [...decorations, SPOILER_MARK] : decorations
      out.push(marks.length ? [piece, marks] : [piece])
    })
  }
  return out
}
