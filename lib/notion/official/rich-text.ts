import type { OfficialRichText } from '@/lib/notion/official/api-types'
import { recordDateOf } from '@/lib/notion/official/official-date'

/** One segment of record-map rich text: `[text]` or `[text, marks]`. */
export type Decoration = [string] | [string, unknown[][]]

/** What a text mentions besides itself: pages (shown by title) and users (shown by name). */
export interface Mentions {
  pages: Map<string, string>
  users: Map<string, string>
}

export const noMentions = (): Mentions => ({ pages: new Map(), users: new Map() })

const MARKS = [
  ['bold', 'b'],
  ['italic', 'i'],
  ['strikethrough', 's'],
  ['underline', '_'],
  ['code', 'c']
] as const

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** Bold, italic, strikethrough, underline, code and colour of a segment, as record-map marks. */
function annotationMarks(item: OfficialRichText): unknown[][] {
  const a = item.annotations ?? {}
  const marks: unknown[][] = MARKS.filter(([name]) => a[name] === true).map(([, mark]) => [mark])
  if (typeof a.color === 'string' && a.color !== 'default') marks.push(['h', a.color])
  return marks
}

const segment = (value: string, marks: unknown[][]): Decoration =>
  marks.length ? [value, marks] : [value]

/** One official segment as a record-map one; mentions are recorded for the page's map. */
function decorationOf(item: OfficialRichText, mentions: Mentions): Decoration | null {
  const marks = annotationMarks(item)
  if (item.type === 'equation') {
    const expression = text(item.equation?.expression)
    return expression ? ['⁍', [['e', expression], ...marks]] : null
  }
  if (item.type === 'mention') {
    const mention = item.mention ?? {}
    const pageId = text(mention.page?.id) || text(mention.database?.id)
    if (pageId) {
      mentions.pages.set(pageId, text(item.plain_text))
      return ['‣', [['p', pageId], ...marks]]
    }
    const userId = text(mention.user?.id)
    if (userId) {
      mentions.users.set(
        userId,
        text(mention.user?.name) || text(item.plain_text).replace(/^@/, '')
      )
      return ['‣', [['u', userId], ...marks]]
    }
    const date = recordDateOf(mention.date)
    if (date) return ['‣', [['d', date], ...marks]]
    const url = text(mention.link_preview?.url) || text(item.href)
    const label = text(item.plain_text) || url
    if (!label) return null
    return segment(label, url ? [['a', url], ...marks] : marks)
  }
  const content = text(item.text?.content) || text(item.plain_text)
  if (!content) return null
  const link = text(item.text?.link?.url) || text(item.href)
  return segment(content, link ? [...marks, ['a', link]] : marks)
}

/** Official rich text as record-map rich text (what `properties.title` and the like hold). */
export function decorationsOf(items: unknown, mentions: Mentions = noMentions()): Decoration[] {
  if (!Array.isArray(items)) return []
  return (items as OfficialRichText[]).flatMap((item) => {
    const decoration = item && typeof item === 'object' ? decorationOf(item, mentions) : null
    return decoration ? [decoration] : []
  })
}

/** The plain text of official rich text. */
export const plainTextOf = (items: unknown): string =>
  Array.isArray(items)
    ? (items as OfficialRichText[])
        .map((item) => text(item?.plain_text) || text(item?.text?.content))
        .join('')
    : ''
