import type { OfficialDate } from '@/lib/notion/official/api-types'

/** A date as the record map stores it in a `['d', …]` decoration. */
export interface RecordDate {
  type: 'date' | 'datetime' | 'daterange' | 'datetimerange'
  start_date: string
  start_time?: string
  end_date?: string
  end_time?: string
  time_zone?: string
}

const DAY = /^(\d{4}-\d{2}-\d{2})$/
const STAMP = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/

/** The wall-clock day and minute of an instant in a zone (UTC when none or unknown). */
function wallClock(instant: number, zone: string | undefined): [string, string] {
  const iso = (t: number) => new Date(t).toISOString()
  if (!zone) return [iso(instant).slice(0, 10), iso(instant).slice(11, 16)]
  try {
    const parts: Record<string, string> = {}
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit'
    })
    for (const p of format.formatToParts(new Date(instant))) parts[p.type] = p.value
    return [`${parts.year}-${parts.month}-${parts.day}`, `${parts.hour}:${parts.minute}`]
  } catch {
    return [iso(instant).slice(0, 10), iso(instant).slice(11, 16)]
  }
}

/** One end of a date: its day and, for a date-time, its wall-clock time in the date's zone. */
function endOf(value: string, zone: string | undefined): [string, string?] | null {
  if (DAY.test(value)) return [value]
  const stamp = STAMP.exec(value)
  if (!stamp?.[1] || !stamp[2]) return null
  // No offset: the time is written as it reads in its zone.
  if (!stamp[3]) return [stamp[1], stamp[2]]
  const instant = Date.parse(value)
  return Number.isNaN(instant) ? null : wallClock(instant, zone)
}

/**
 * An official date (`start`, `end`, `time_zone`; ISO strings, a date-time with an offset) as the
 * record map's date: wall-clock day and time in the date's time zone, or in UTC without one (what
 * lib/content reads a zoneless date-time as). Null when the start is not a date.
 */
export function recordDateOf(date: OfficialDate | null | undefined): RecordDate | null {
  if (!date || typeof date.start !== 'string') return null
  const zone = typeof date.time_zone === 'string' && date.time_zone ? date.time_zone : undefined
  const start = endOf(date.start, zone)
  if (!start) return null
  const end = typeof date.end === 'string' ? endOf(date.end, zone) : null
  const timed = start[1] !== undefined
  const out: RecordDate = {
    type: end ? (timed ? 'datetimerange' : 'daterange') : timed ? 'datetime' : 'date',
    start_date: start[0]
  }
  if (start[1]) out.start_time = start[1]
  if (end) {
    out.end_date = end[0]
    if (end[1]) out.end_time = end[1]
  }
  if (timed && zone) out.time_zone = zone
  return out
}
