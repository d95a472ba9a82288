import { describe, expect, it } from 'vitest'
import { inWindow, parseNotionDate, windowOf, zonedToUtc } from '@/lib/content/notion-date'
import { isListed, isServed } from '@/lib/content/visibility'

const at = (iso: string) => Date.parse(iso)

describe('zonedToUtc', () => {
  it.each([
    ['2024-03-10', '01:30', 'America/New_York', '2024-03-10T06:30:00Z'], // EST, before the change
    ['2024-03-10', '03:30', 'America/New_York', '2024-03-10T07:30:00Z'], // EDT, after it
    ['2024-11-03', '12:00', 'America/New_York', '2024-11-03T17:00:00Z'], // back to EST
    ['2024-07-01', '08:00', 'Asia/Shanghai', '2024-07-01T00:00:00Z'],
    ['2024-03-31', '03:30', 'Europe/Berlin', '2024-03-31T01:30:00Z'],
    ['2024-03-10', '03:30', null, '2024-03-10T03:30:00Z'],
    ['2024-03-10', null, 'America/New_York', '2024-03-10T00:00:00Z'] // date-only: as it is
  ])('%s %s in %s is %s', (day, time, zone, iso) => {
    expect(zonedToUtc(day, time, zone)).toBe(at(iso))
  })

  it('reads an unknown zone as UTC instead of throwing', () => {
    expect(zonedToUtc('2024-01-01', '10:00', 'Mars/Olympus')).toBe(at('2024-01-01T10:00:00Z'))
  })
})

describe('parseNotionDate', () => {
  it.each([null, 42, 'x', {}, { start_date: '2024-13' }, { start_date: 20240101 }])(
    'rejects %j',
    (raw) => expect(parseNotionDate(raw)).toBeNull()
  )
  it('keeps valid parts and drops malformed ones', () => {
    expect(parseNotionDate({ start_date: '2024-01-02', start_time: '25h', time_zone: '' })).toEqual(
      {
        start_date: '2024-01-02',
        start_time: null,
        end_date: null,
        end_time: null,
        time_zone: null
      }
    )
  })
})

describe('scheduled publishing across the New York DST change (2024-03-10)', () => {
  const date = parseNotionDate({
    start_date: '2024-03-10',
    start_time: '03:30',
    time_zone: 'America/New_York'
  })
  const post = { type: 'Post' as const, status: 'Published', window: windowOf(date) }
  it.each([
    ['2024-03-10T07:29:59Z', false],
    ['2024-03-10T07:30:00Z', true],
    ['2024-03-11T00:00:00Z', true]
  ])('at %s listed=%s', (now, listed) => {
    expect(isListed(post, at(now))).toBe(listed)
    expect(isServed(post, at(now))).toBe(listed)
  })

  it('a date-only range ends after its last day', () => {
    const w = windowOf(parseNotionDate({ start_date: '2024-03-01', end_date: '2024-03-10' }))
    expect(inWindow(w, at('2024-02-29T23:59:59Z'))).toBe(false)
    expect(inWindow(w, at('2024-03-10T23:59:59Z'))).toBe(true)
    expect(inWindow(w, at('2024-03-11T00:00:00Z'))).toBe(false)
  })
})

describe('visibility', () => {
  const open = { start: null, end: null }
  it.each([
    ['Post', 'Published', true, true],
    ['Page', 'Published', true, true],
    ['Post', 'Invisible', true, false],
    ['Post', 'Draft', false, false],
    ['Notice', 'Published', false, false],
    ['Menu', 'Published', false, false],
    ['Config', 'Published', false, false]
  ] as const)('%s %s: served=%s listed=%s', (type, status, served, listed) => {
    const post = { type, status, window: open }
    expect(isServed(post, 0)).toBe(served)
    expect(isListed(post, 0)).toBe(listed)
  })
})
