import { log } from '@/lib/log'

/** A date property as Notion stores it in a `['d', …]` decoration. */
export interface NotionDate {
  start_date: string
  start_time: string | null
  end_date: string | null
  end_time: string | null
  time_zone: string | null
}

/** Epoch ms bounds; null is open. `end` is exclusive. */
export interface PublishWindow {
  start: number | null
  end: number | null
}

const DAY_MS = 86_400_000
const DAY = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^\d{2}:\d{2}(:\d{2})?$/

const str = (v: unknown, re: RegExp) => (typeof v === 'string' && re.test(v) ? v : null)

export function parseNotionDate(raw: unknown): NotionDate | null {
  if (raw === null || typeof raw !== 'object') return null
  const r = raw as Record<string, unknown>
  const start = str(r.start_date, DAY)
  if (!start) return null
  return {
    start_date: start,
    start_time: str(r.start_time, TIME),
    end_date: str(r.end_date, DAY),
    end_time: str(r.end_time, TIME),
    time_zone: typeof r.time_zone === 'string' && r.time_zone ? r.time_zone : null
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatterOf(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit'
    })
    formatters.set(zone, f)
  }
  return f
}

/** How far the zone's wall clock is ahead of UTC at instant t. */
function offsetAt(zone: string, t: number): number {
  const parts: Record<string, number> = {}
  for (const p of formatterOf(zone).formatToParts(new Date(t))) parts[p.type] = Number(p.value)
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    (parts.hour ?? 0) % 24,
    parts.minute ?? 0,
    parts.second ?? 0
  )
  return wall - Math.floor(t / 1000) * 1000
}

/**
 * The instant of a wall-clock time in an IANA zone. Two passes because the offset at the guess
 * may differ from the offset at the answer around a DST change.
 */
export function zonedToUtc(day: string, time: string | null, zone: string | null): number {
  const [h = 0, m = 0, s = 0] = (time ?? '00:00').split(':').map(Number)
  const [y = 1970, mo = 1, d = 1] = day.split('-').map(Number)
  const wall = Date.UTC(y, mo - 1, d, h, m, s)
  if (!time || !zone) return wall
  try {
    const first = wall - offsetAt(zone, wall)
    return wall - offsetAt(zone, first)
  } catch {
    log.warnOnce(`date:zone:${zone}`, `Unknown time zone ${zone}; reading its dates as UTC`)
    return wall
  }
}

/** Date-only values are taken as they are (UTC days); a date-only end includes its whole day. */
export function windowOf(date: NotionDate | null): PublishWindow {
  if (!date) return { start: null, end: null }
  const start = zonedToUtc(date.start_date, date.start_time, date.time_zone)
  if (!date.end_date) return { start, end: null }
  const end = date.end_time
    ? zonedToUtc(date.end_date, date.end_time, date.time_zone)
    : zonedToUtc(date.end_date, null, null) + DAY_MS
  return { start, end }
}

export function inWindow(window: PublishWindow, now: number): boolean {
  return (window.start === null || now >= window.start) && (window.end === null || now < window.end)
}
