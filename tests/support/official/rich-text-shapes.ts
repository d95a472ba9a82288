import { zonedToUtc } from '@/lib/content/notion-date'
import type { OfficialDate, OfficialRichText } from '@/lib/notion/official/api-types'

/** What a record-map text needs to be written as official rich text: titles and user names. */
export interface ShapeContext {
  pageTitle(id: string): string
  userName(id: string): string
}

type Mark = [string, unknown?]
type Segment = [string, Mark[]?]

const ANNOTATIONS: Record<string, keyof NonNullable<OfficialRichText['annotations']>> = {
  b: 'bold',
  i: 'italic',
  s: 'strikethrough',
  _: 'underline',
  c: 'code'
}

interface RecordDateLike {
  start_date?: string
  start_time?: string
  end_date?: string
  end_time?: string
  time_zone?: string
}

/** A record-map date as the official API writes it: a day, or an instant with its zone named. */
export function officialDateOf(date: RecordDateLike): OfficialDate {
  const zone = date.time_zone ?? null
  const end = (day: string | undefined, time: string | undefined) =>
    day ? (time ? new Date(zonedToUtc(day, time, zone)).toISOString() : day) : null
  return {
    start: end(date.start_date, date.start_time) ?? '',
    end: end(date.end_date, date.end_time),
    time_zone: date.start_time && zone ? zone : null
  }
}

/** Record-map rich text (`[[text, marks]]`) as official rich-text items. */
export function officialRichText(value: unknown, ctx: ShapeContext): OfficialRichText[] {
  if (!Array.isArray(value)) return []
  return (value as Segment[]).map(([text, marks = []]) => {
    const annotations: NonNullable<OfficialRichText['annotations']> = {
      bold: false,
      italic: false,
      strikethrough: false,
      underline: false,
      code: false,
      color: 'default'
    }
    let link: string | null = null
    let special: OfficialRichText | null = null
    for (const [mark, arg] of marks) {
      const name = ANNOTATIONS[mark]
      if (name) (annotations as Record<string, unknown>)[name] = true
      else if (mark === 'h') annotations.color = String(arg)
      else if (mark === 'a') link = String(arg)
      else if (mark === 'e')
        special = {
          type: 'equation',
          equation: { expression: String(arg) },
          plain_text: String(arg)
        }
      else if (mark === 'p')
        special = {
          type: 'mention',
          mention: { type: 'page', page: { id: String(arg) } },
          plain_text: ctx.pageTitle(String(arg))
        }
      else if (mark === 'u')
        special = {
          type: 'mention',
          mention: { type: 'user', user: { id: String(arg), name: ctx.userName(String(arg)) } },
          plain_text: `@${ctx.userName(String(arg))}`
        }
      else if (mark === 'd') {
        const date = officialDateOf(arg as RecordDateLike)
        special = { type: 'mention', mention: { type: 'date', date }, plain_text: date.start ?? '' }
      }
    }
    if (special) return { ...special, annotations, href: link }
    return {
      type: 'text',
      text: { content: text, link: link ? { url: link } : null },
      annotations,
      plain_text: text,
      href: link
    }
  })
}
