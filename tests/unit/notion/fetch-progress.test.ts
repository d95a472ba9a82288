import { describe, expect, it } from 'vitest'
import { progressLine, progressLogger } from '@/lib/notion/fetch-progress'

describe('fetch progress', () => {
  it('logs about every tenth of a long fetch with its rate and what is left', () => {
    let now = 0
    const lines: string[] = []
    const tick = progressLogger(300, { now: () => now, say: (line) => lines.push(line) })
    for (let i = 0; i < 300; i++) {
      now += 500
      tick()
    }
    expect(lines).toHaveLength(10)
    expect(lines[0]).toBe('fetched 30/300 pages (10%), 2.0 pages/s, about 2 min left')
    expect(lines[8]).toBe('fetched 270/300 pages (90%), 2.0 pages/s, about 15 s left')
    expect(lines[9]).toBe('fetched 300/300 pages (100%), 2.0 pages/s, done')
  })

  it('says nothing for a short fetch', () => {
    const lines: string[] = []
    const tick = progressLogger(19, { now: () => 0, say: (line) => lines.push(line) })
    for (let i = 0; i < 19; i++) tick()
    expect(lines).toEqual([])
  })

  it("names what it counts when told: the batch's database views", () => {
    const lines: string[] = []
    let now = 0
    const tick = progressLogger(1000, {
      now: () => now,
      say: (line) => lines.push(line),
      what: 'database views'
    })
    for (let i = 0; i < 100; i++) {
      now += 1000 / 3
      tick()
    }
    expect(lines).toEqual([
      'fetched 100/1000 database views (10%), 3.0 database views/s, about 5 min left'
    ])
  })

  it('writes hours for a very long fetch, and no rate before any time has passed', () => {
    expect(progressLine(1000, 40000, 500)).toBe(
      'fetched 1000/40000 pages (2%), 2.0 pages/s, about 5 h 25 min left'
    )
    expect(progressLine(10, 100, 0)).toBe('fetched 10/100 pages (10%)')
  })
})
