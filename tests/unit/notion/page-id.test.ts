import { describe, expect, it } from 'vitest'
import {
  PageIdError,
  extractPageId,
  isPageId,
  isUuid,
  parseNotionPageIds
} from '@/lib/notion/page-id'

const HEX = '067dd719a912471ea9a3ac10710e7fdf'
const DASHED = '067dd719-a912-471e-a9a3-ac10710e7fdf'

describe('page id checks', () => {
  it('accepts 32 alphanumerics as a page id', () => {
    expect(isPageId(HEX)).toBe(true)
    expect(isPageId('z'.repeat(32))).toBe(true)
    expect(isPageId(HEX.slice(1))).toBe(false)
    expect(isPageId(DASHED)).toBe(false)
  })
  it('accepts 8-4-4-4-12 hex as a UUID', () => {
    expect(isUuid(DASHED)).toBe(true)
    expect(isUuid(DASHED.toUpperCase())).toBe(true)
    expect(isUuid(HEX)).toBe(false)
    expect(isUuid(DASHED.replace('0', 'g'))).toBe(false)
  })
})

describe('extractPageId', () => {
  it('dashes a 32-hex id, keeps a dashed one, drops the query string', () => {
    expect(extractPageId(HEX)).toBe(DASHED)
    expect(extractPageId(HEX, { dashed: false })).toBe(HEX)
    expect(extractPageId(DASHED)).toBe(DASHED)
    expect(extractPageId(`${HEX}?v=abc`)).toBe(DASHED)
    expect(extractPageId(`https://www.notion.so/me/My-Blog-${HEX}?pvs=4`)).toBe(DASHED)
  })
  it('gives nothing for anything else', () => {
    expect(extractPageId('')).toBeNull()
    expect(extractPageId('not-an-id')).toBeNull()
    expect(extractPageId('z'.repeat(32))).toBeNull()
    expect(extractPageId(`${HEX}0`)).toBeNull()
  })
})

describe('parseNotionPageIds', () => {
  it('parses comma-separated ids with optional language prefixes', () => {
    expect(parseNotionPageIds(`${HEX}, en:${DASHED},zh-TW:${HEX}`)).toEqual([
      { lang: null, id: DASHED },
      { lang: 'en', id: DASHED },
      { lang: 'zh-TW', id: DASHED }
    ])
  })
  it('is empty for an empty value and throws on a bad entry', () => {
    expect(parseNotionPageIds(' ')).toEqual([])
    expect(() => parseNotionPageIds(`${HEX},oops`)).toThrow(PageIdError)
    expect(() => parseNotionPageIds('en:oops')).toThrow(/"en:oops"/)
  })
})
