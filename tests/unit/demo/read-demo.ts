/** Reads content/demo/ with a local unwrap, independent of lib/content (written elsewhere). */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export const DEMO_DIR = path.resolve('content/demo')

type Rec = Record<string, unknown>
export interface DemoMap {
  block: Record<string, unknown>
  collection: Record<string, unknown>
  collection_view?: Record<string, unknown>
  collection_query?: Record<string, Record<string, unknown>>
}

/** Notion wraps records as { value } or { value: { value } }. */
export const unwrap = (record: unknown): Rec => {
  const value = (record as { value?: Rec } | undefined)?.value ?? {}
  return ((value as { value?: Rec }).value ?? value) as Rec
}

export function readDemo(dir = DEMO_DIR) {
  const index = JSON.parse(readFileSync(path.join(dir, 'workspace.json'), 'utf8')) as {
    rootPageId: string
    fetchedAt: string
    database: DemoMap
  }
  const pages: Record<string, DemoMap> = {}
  for (const file of readdirSync(path.join(dir, 'pages')))
    pages[file.replace(/\.json$/, '')] = JSON.parse(
      readFileSync(path.join(dir, 'pages', file), 'utf8')
    ) as DemoMap
  const collection = unwrap(Object.values(index.database.collection)[0])
  const schema = collection.schema as Record<string, { name: string; type: string }>
  const keyOf = (name: string) => Object.entries(schema).find(([, c]) => c.name === name)?.[0] ?? ''
  const text = (v: unknown) =>
    Array.isArray(v) ? v.map((seg: unknown[]) => String(seg[0] ?? '')).join('') : ''
  const rows = Object.values(index.database.block)
    .map(unwrap)
    .filter((b) => b.parent_table === 'collection')
    .map((b) => {
      const props = (b.properties ?? {}) as Rec
      const prop = (name: string) => text(props[keyOf(name)])
      const date = (
        props[keyOf('date')] as [string, [string, { start_date: string }][]][] | undefined
      )?.[0]?.[1]?.[0]?.[1]
      const format = (b.format ?? {}) as Rec
      return {
        id: String(b.id),
        title: prop('title'),
        type: prop('type'),
        status: prop('status'),
        slug: prop('slug'),
        category: prop('category'),
        tags: prop('tags').split(',').filter(Boolean),
        password: prop('password'),
        comment: prop('comment'),
        date: date?.start_date ?? '',
        cover: typeof format.page_cover === 'string' ? format.page_cover : ''
      }
    })
  return { index, pages, rows }
}
