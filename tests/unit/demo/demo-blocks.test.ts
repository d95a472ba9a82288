import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readDemo, unwrap } from '@/tests/unit/demo/read-demo'

const demo = readDemo()
const blocks = Object.values(demo.pages).flatMap((map) => Object.values(map.block).map(unwrap))
const types = new Set(blocks.map((b) => String(b.type)))
const format = (b: Record<string, unknown>) => (b.format ?? {}) as Record<string, unknown>

/** SPEC §1 block types, as Notion names them. */
const SPEC_BLOCKS = [
  'page',
  'header',
  'sub_header',
  'sub_sub_header',
  'text',
  'bulleted_list',
  'numbered_list',
  'to_do',
  'quote',
  'callout',
  'toggle',
  'divider',
  'code',
  'equation',
  'column_list',
  'column',
  'table',
  'table_row',
  'bookmark',
  'embed',
  'video',
  'image',
  'pdf',
  'audio',
  'file',
  'drive',
  'tweet',
  'maps',
  'table_of_contents',
  'transclusion_container',
  'transclusion_reference',
  'alias',
  'collection_view'
]

describe('demo blocks', () => {
  it.each(SPEC_BLOCKS)('contains a %s block', (type) => {
    expect(types.has(type)).toBe(true)
  })

  it('has toggleable headings, inline equations and code in several languages', () => {
    expect(blocks.some((b) => b.type?.toString().endsWith('header') && format(b).toggleable)).toBe(
      true
    )
    expect(JSON.stringify(demo.pages)).toContain('[["e",')
    const languages = new Set(
      blocks
        .filter((b) => b.type === 'code')
        .map((b) => (b.properties as { language: string[][] }).language[0]?.[0])
    )
    expect(languages.size).toBeGreaterThanOrEqual(4)
  })

  it('resolves synced references and links within the same record map', () => {
    for (const map of Object.values(demo.pages)) {
      for (const b of Object.values(map.block).map(unwrap)) {
        const pointer =
          b.type === 'transclusion_reference'
            ? format(b).transclusion_reference_pointer
            : b.type === 'alias'
              ? format(b).alias_pointer
              : undefined
        if (pointer) expect(map.block[(pointer as { id: string }).id]).toBeDefined()
      }
    }
  })

  it('gives tables a column order and inline databases their collection, views and rows', () => {
    for (const map of Object.values(demo.pages)) {
      for (const b of Object.values(map.block).map(unwrap)) {
        if (b.type === 'table') expect(format(b).table_block_column_order).toBeInstanceOf(Array)
        if (b.type !== 'collection_view') continue
        const collectionId = String(b.collection_id)
        expect(map.collection[collectionId]).toBeDefined()
        for (const viewId of b.view_ids as string[]) {
          expect(map.collection_view?.[viewId]).toBeDefined()
          expect(map.collection_query?.[collectionId]?.[viewId]).toBeDefined()
        }
      }
    }
    const views = Object.values(demo.pages).flatMap((m) =>
      Object.values(m.collection_view ?? {}).map((v) => unwrap(v).type)
    )
    expect(new Set(views)).toEqual(new Set(['table', 'gallery', 'list', 'board']))
  })

  it('uses a YouTube URL or a bundled clip for videos and real files for audio, file and pdf', () => {
    const source = (type: string) =>
      blocks
        .filter((b) => b.type === type)
        .map((b) => (b.properties as { source: string[][] }).source[0]?.[0] ?? '')
    const videos = source('video')
    expect(
      videos.some((url) => /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/.test(url))
    ).toBe(true)
    for (const url of videos.filter((u) => u.startsWith('/'))) {
      expect(url).toMatch(/^\/demo\/video\/[a-z]+\.webm$/)
      expect(existsSync(path.join('public', url))).toBe(true)
    }
    for (const type of ['audio', 'file', 'pdf']) expect(source(type)[0]).toMatch(/^\/demo\/media\//)
  })
})
