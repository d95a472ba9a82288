import { describe, expect, it } from 'vitest'
import { raiseHeadings } from '@/lib/body/heading-levels'
import type { BlockRecord } from '@/lib/body/record'

const map = (...types: string[]) =>
  Object.fromEntries(
    types.map((type, i) => [`b${i}`, { value: { id: `b${i}`, type } as BlockRecord }])
  )
const types = (blocks: ReturnType<typeof map>) => Object.values(blocks).map((b) => b.value.type)

describe('raiseHeadings', () => {
  it('raises a body of heading 2 and 3 to heading 1 and 2', () => {
    const blocks = map('text', 'sub_header', 'sub_sub_header', 'toggle', 'sub_header')
    expect(raiseHeadings(blocks)).toBe(1)
    expect(types(blocks)).toEqual(['text', 'header', 'sub_header', 'toggle', 'header'])
  })

  it('raises a body of heading 3 only by two levels', () => {
    const blocks = map('sub_sub_header', 'text')
    expect(raiseHeadings(blocks)).toBe(2)
    expect(types(blocks)).toEqual(['header', 'text'])
  })

  it('leaves a body that starts at heading 1, or has no heading, as it is', () => {
    const withH1 = map('header', 'sub_sub_header')
    expect(raiseHeadings(withH1)).toBe(0)
    expect(types(withH1)).toEqual(['header', 'sub_sub_header'])
    expect(raiseHeadings(map('text', 'quote'))).toBe(0)
  })
})
