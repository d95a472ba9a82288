import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setLogSink } from '@/lib/log'
import { logIfMissing } from '@/lib/pages/missing-page-log'

const lines: string[] = []
let restore = () => {}
beforeAll(() => {
  restore = setLogSink((level, message) => lines.push(`${level}: ${message}`))
})
afterAll(() => restore())
afterEach(() => {
  lines.length = 0
})

describe('a missing page is logged with its path', () => {
  it('once per path, as a warning, and the result is passed through', () => {
    const notFound = { notFound: true } as const
    expect(logIfMissing(['article', 'gone'], notFound)).toBe(notFound)
    logIfMissing(['article', 'gone'], notFound)
    expect(lines).toEqual(['warn: Page not found: "/article/gone"'])
  })

  it("logs nothing for a page that exists, nor for Next's own files", () => {
    logIfMissing(['about'], { props: {} })
    logIfMissing(['_next', 'static', 'chunks', 'gone.js'], { notFound: true })
    expect(lines).toEqual([])
  })

  it('quotes the path, without control characters, and cuts a long one', () => {
    logIfMissing(['a\nforged line\u001b[31m', 'x'.repeat(300)], { notFound: true })
    expect(lines).toHaveLength(1)
    expect(lines[0]).not.toMatch(/[\n\u001b]/)
    expect(lines[0]).toContain('"/a?forged line?[31m/xxx')
    expect(lines[0]!.length).toBeLessThan(260)
  })

  it('stops logging new paths past its limit, saying so once', () => {
    for (let i = 0; i < 600; i++) logIfMissing([`scan-${i}`], { notFound: true })
    expect(lines.filter((l) => l.includes('no more are logged'))).toHaveLength(1)
    expect(lines.length).toBeLessThanOrEqual(501)
  })
})
