import { describe, expect, it } from 'vitest'
import { isStaticBody } from '../../../lib/body/static-body'
import type { PreparedBlocks } from '../../../lib/body/types'

const block = (id: string, type: string, extra: Record<string, unknown> = {}) => ({
  role: 'reader',
  value: { id, type, ...extra }
})

const bodyOf = (blocks: ReturnType<typeof block>[], parts: Partial<PreparedBlocks> = {}) =>
  ({
    rootId: 'p',
    blockMap: { block: Object.fromEntries(blocks.map((b) => [b.value.id, b])) },
    code: {},
    equations: {},
    images: {},
    pageHrefs: {},
    imageWidth: 800,
    toc: [],
    ...parts
  }) as PreparedBlocks

const text = bodyOf([
  block('p', 'page', { content: ['a', 'b'] }),
  block('a', 'text', { properties: { title: [['Hello ', [['b']]], ['world']] } }),
  block('b', 'bulleted_list')
])
const open = { CAN_COPY: true }

describe('isStaticBody', () => {
  it('holds for text, headings and lists when copying is allowed', () => {
    expect(isStaticBody(text, open)).toBe(true)
  })

  it('not when copying is forbidden (a handler stops it)', () => {
    expect(isStaticBody(text, { CAN_COPY: false })).toBe(false)
  })

  it('holds for native toggles, columns, tables and to-dos', () => {
    for (const type of ['toggle', 'column_list', 'table', 'to_do', 'table_of_contents', 'audio'])
      expect(isStaticBody(bodyOf([block('p', 'page'), block('x', type)]), open)).toBe(true)
  })

  it('holds with images: StaticBody gives them their zoom and failure text', () => {
    const withImage = bodyOf([block('p', 'page'), block('x', 'image')], {
      images: { 'x|a.webp': { src: '/a.webp', width: 1200, height: 900 } as never }
    })
    expect(isStaticBody(withImage, open)).toBe(true)
  })

  it('not with another block, code, an equation, a database or a spoiler', () => {
    const withBlock = (type: string) => bodyOf([block('p', 'page'), block('x', type)])
    expect(isStaticBody(withBlock('video'), open)).toBe(false)
    expect(isStaticBody(withBlock('embed'), open)).toBe(false)
    expect(isStaticBody(withBlock('pdf'), open)).toBe(false)
    expect(isStaticBody(bodyOf([block('p', 'page')], { code: { x: {} as never } }), open)).toBe(
      false
    )
    expect(isStaticBody(bodyOf([block('p', 'page')], { equations: { x: '' } }), open)).toBe(false)
    const database = { ...text, blockMap: { ...text.blockMap, collection: { c: {} } } }
    expect(isStaticBody(database, open)).toBe(false)
    const spoiler = bodyOf([
      block('p', 'page'),
      block('s', 'text', { properties: { title: [['hidden', [['h', 'spoiler']]]] } })
    ])
    expect(isStaticBody(spoiler, open)).toBe(false)
  })
})
