import { describe, expect, it } from 'vitest'
import { isHeadingPart, isImagePart, partChildrenKey, routeParts } from '@/lib/body/block-parts'
import { unwrap } from '@/lib/body/record'

const record = (value: Record<string, unknown>) => ({ role: 'reader', value })
const image = (id: string, caption?: string) =>
  record({
    id,
    type: 'image',
    properties: {
      source: [['https://example.com/a.png']],
      ...(caption && { caption: [[caption]] })
    }
  })
const valueOf = (blocks: Record<string, unknown>, id: string) => unwrap(blocks[id])

describe('routeParts', () => {
  const blocks = {
    body: record({ id: 'body', type: 'transclusion_container', content: ['h', 'col', 'p'] }),
    h: record({ id: 'h', type: 'header', properties: { title: [['Title']] } }),
    col: record({ id: 'col', type: 'column', content: ['text-caption', 'url', 'path', 'none'] }),
    'text-caption': image('text-caption', 'Where I would rather be.'),
    url: image('url', 'https://example.com/elsewhere'),
    path: image('path', '/0123456789abcdef0123456789abcdef'),
    none: image('none'),
    p: record({ id: 'p', type: 'text' })
  }
  const routed = routeParts(blocks, 'body')

  it('reaches headings and images with a text caption as parts, through copies of their parents', () => {
    const body = valueOf(routed.blocks, routed.rootKey)
    expect(body?.content).toEqual(['h:part', 'col:with-parts', 'p'])
    expect(isHeadingPart(valueOf(routed.blocks, 'h:part'))).toBe(true)
    expect(valueOf(routed.blocks, 'col:with-parts')?.content).toEqual([
      'text-caption:part',
      'url',
      'path',
      'none'
    ])
    const part = valueOf(routed.blocks, 'text-caption:part')
    expect(isImagePart(part)).toBe(true)
    expect(part).toMatchObject({ id: 'text-caption', type: 'embed', partType: 'image' })
  })

  it('leaves images whose caption react-notion-x draws as a link, or with none, to it', () => {
    for (const key of ['url:part', 'path:part', 'none:part'])
      expect(routed.blocks[key]).toBeUndefined()
  })

  it('keeps the real blocks as they were (the table of contents reads them)', () => {
    expect(routed.blocks.body).toBe(blocks.body)
    expect(routed.blocks.h).toBe(blocks.h)
    expect(valueOf(routed.blocks, 'col')?.content).toEqual(['text-caption', 'url', 'path', 'none'])
  })

  it("puts a toggleable heading's children in a container of their own", () => {
    const withChildren = {
      body: record({ id: 'body', type: 'transclusion_container', content: ['h'] }),
      h: record({ id: 'h', type: 'sub_header', format: { toggleable: true }, content: ['p'] }),
      p: record({ id: 'p', type: 'text' })
    }
    const out = routeParts(withChildren, 'body').blocks
    expect(valueOf(out, 'h:part')?.content).toEqual([partChildrenKey('h')])
    expect(valueOf(out, partChildrenKey('h'))?.content).toEqual(['p'])
  })

  it('stops at pages and at a synced block inside itself', () => {
    const cyclic = {
      body: record({ id: 'body', type: 'transclusion_container', content: ['s', 'page'] }),
      s: record({ id: 's', type: 'transclusion_container', content: ['s', 'h'] }),
      h: record({ id: 'h', type: 'header' }),
      page: record({ id: 'page', type: 'page', content: ['h'] })
    }
    const out = routeParts(cyclic, 'body')
    expect(valueOf(out.blocks, out.rootKey)?.content).toEqual(['s:with-parts', 'page'])
    expect(valueOf(out.blocks, 's:with-parts')?.content).toEqual(['s', 'h:part'])
  })
})
