import { describe, expect, it } from 'vitest'
import { isMarkupBody, isStaticBody, keptBodyNeeds } from '../../../lib/body/static-body'
import type { PreparedBlocks } from '../../../lib/body/types'
import { blockRecord, preparedBody } from '../../support/prepared-body'

const block = blockRecord

const bodyOf = (blocks: ReturnType<typeof block>[], parts: Partial<PreparedBlocks> = {}) =>
  preparedBody({ block: Object.fromEntries(blocks.map((b) => [b.value.id, b])) }, parts)

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

  it('holds with code, equations, embeds, links to pages and synced blocks', () => {
    for (const type of [
      'code',
      'equation',
      'embed',
      'alias',
      'transclusion_container',
      'transclusion_reference'
    ])
      expect(isStaticBody(bodyOf([block('p', 'page'), block('x', type)]), open)).toBe(true)
    const highlighted = { language: 'rust', label: 'Rust', html: '<span class="token">fn</span>' }
    const code = bodyOf([block('p', 'page'), block('x', 'code')], { code: { x: highlighted } })
    expect(isStaticBody(code, open)).toBe(true)
    const equation = bodyOf([block('p', 'page'), block('x', 'equation')], {
      equations: { x: '<span class="katex"></span>' }
    })
    expect(isStaticBody(equation, open)).toBe(true)
  })

  it('holds with Mermaid code and databases: StaticBody draws the diagram and switches the views', () => {
    const mermaid = { language: 'mermaid', label: 'Mermaid', html: 'graph TD' }
    expect(
      isStaticBody(bodyOf([block('p', 'page'), block('x', 'code')], { code: { x: mermaid } }), open)
    ).toBe(true)
    for (const type of ['collection_view', 'collection_view_page']) {
      const database = bodyOf([block('p', 'page'), block('d', type)])
      const withCollection = {
        ...database,
        blockMap: { ...database.blockMap, collection: { c: {} } }
      }
      expect(isStaticBody(withCollection, open), type).toBe(true)
    }
  })

  it('not with another block or a spoiler', () => {
    const withBlock = (type: string) => bodyOf([block('p', 'page'), block('x', type)])
    for (const type of ['video', 'pdf', 'tweet', 'unknown_type'])
      expect(isStaticBody(withBlock(type), open), type).toBe(false)
    const spoiler = bodyOf([
      block('p', 'page'),
      block('s', 'text', { properties: { title: [['hidden', [['h', 'spoiler']]]] } })
    ])
    expect(isStaticBody(spoiler, open)).toBe(false)
  })
})

describe('keptBodyNeeds', () => {
  it('names the parts a kept body needs: code, equations, databases, Mermaid', () => {
    expect(keptBodyNeeds(text)).toEqual({
      code: false,
      equations: false,
      databases: false,
      mermaid: false
    })
    const mermaid = { language: 'mermaid', label: 'Mermaid', html: 'graph TD' }
    const rust = { language: 'rust', label: 'Rust', html: 'fn' }
    const withCode = bodyOf([block('p', 'page'), block('x', 'code')], {
      code: { x: rust },
      equations: { e: '<span class="katex"></span>' }
    })
    expect(keptBodyNeeds(withCode)).toMatchObject({ code: true, equations: true, mermaid: false })
    const diagram = bodyOf([block('p', 'page'), block('x', 'code')], { code: { x: mermaid } })
    expect(keptBodyNeeds(diagram)).toMatchObject({ code: true, mermaid: true })
    const database = { ...text, blockMap: { ...text.blockMap, collection: { c: {} } } }
    expect(keptBodyNeeds(database)).toMatchObject({ databases: true, code: false })
  })
})

describe('isMarkupBody', () => {
  it('holds for text, lists, toggles and tables: nothing in them needs a behaviour', () => {
    expect(isMarkupBody(text, open)).toBe(true)
    for (const type of ['toggle', 'table', 'callout', 'quote'])
      expect(isMarkupBody(bodyOf([block('p', 'page'), block('x', type)]), open)).toBe(true)
  })

  it('not with an image, code, an equation or a database, nor where a static body is not', () => {
    const image = bodyOf([block('p', 'page'), block('x', 'image')])
    expect(isMarkupBody(image, open)).toBe(false)
    const code = bodyOf([block('p', 'page'), block('x', 'code')], {
      code: { x: { language: 'rust', label: 'Rust', html: 'fn' } }
    })
    expect(isMarkupBody(code, open)).toBe(false)
    const equation = bodyOf([block('p', 'page'), block('x', 'equation')], {
      equations: { x: '<span class="katex"></span>' }
    })
    expect(isMarkupBody(equation, open)).toBe(false)
    expect(isMarkupBody(bodyOf([block('p', 'page'), block('x', 'video')]), open)).toBe(false)
    expect(isMarkupBody(text, { CAN_COPY: false })).toBe(false)
  })
})
