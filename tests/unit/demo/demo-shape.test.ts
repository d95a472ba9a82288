import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readDemo, unwrap } from '@/tests/unit/demo/read-demo'

const demo = readDemo()
const today = '2026-01-01'
const listed = demo.rows.filter(
  (r) => r.type === 'Post' && r.status === 'Published' && r.date < today
)

describe('demo workspace shape', () => {
  it('has a root page and a page file for every row', () => {
    expect(demo.index.rootPageId).toMatch(/^[0-9a-f-]{36}$/)
    for (const row of demo.rows) expect(demo.pages[row.id], row.title).toBeDefined()
  })

  it('has enough published posts for a second page, over 2+ years', () => {
    expect(listed.length).toBeGreaterThanOrEqual(14)
    const years = new Set(listed.map((r) => r.date.slice(0, 4)))
    expect(years.size).toBeGreaterThanOrEqual(2)
  })

  it('spreads posts over 3+ categories and 6+ tags, with a spaced and a CJK tag', () => {
    const categories = new Set(listed.map((r) => r.category))
    const tags = new Set(listed.flatMap((r) => r.tags))
    expect(categories.size).toBeGreaterThanOrEqual(3)
    expect(tags.size).toBeGreaterThanOrEqual(6)
    expect([...tags].some((t) => t.includes(' '))).toBe(true)
    expect([...tags].some((t) => /[\u4e00-\u9fff]/.test(t))).toBe(true)
    expect([...categories].some((c) => /[\u4e00-\u9fff]/.test(c))).toBe(true)
    expect(listed.filter((r) => /[\u4e00-\u9fff]/.test(r.title)).length).toBeGreaterThanOrEqual(2)
  })

  it('covers every visibility case and row type', () => {
    const has = (p: (r: (typeof demo.rows)[number]) => boolean) => demo.rows.some(p)
    expect(has((r) => r.type === 'Notice')).toBe(true)
    expect(demo.rows.filter((r) => r.type === 'Page').map((r) => r.slug)).toEqual(
      expect.arrayContaining(['about', 'about/site/colophon'])
    )
    expect(has((r) => r.status === 'Invisible')).toBe(true)
    expect(has((r) => r.status === 'Draft')).toBe(true)
    expect(has((r) => r.type === 'Post' && r.date >= '2099-01-01')).toBe(true)
    expect(has((r) => r.password !== '')).toBe(true)
    expect(has((r) => r.comment === 'Hide')).toBe(true)
    expect(has((r) => r.slug.startsWith('https://'))).toBe(true)
    const types = demo.rows.map((r) => r.type)
    const menu = types.indexOf('Menu', types.indexOf('Menu') + 1)
    expect(types[menu + 1]).toBe('SubMenu')
    expect(demo.rows.find((r) => r.title === 'Archive')?.slug).toBe('/archive')
  })

  it('keeps the password out of the summary', () => {
    const locked = demo.rows.find((r) => r.password)
    const props = JSON.stringify(unwrap(demo.index.database.block[locked?.id ?? '']).properties)
    expect(props.split(locked?.password ?? '').length).toBe(2) // only the password column
  })

  it('has a Config row whose table enables LANG = en-US', () => {
    const config = demo.rows.find((r) => r.type === 'Config')
    const map = demo.pages[config?.id ?? '']
    const collection = unwrap(
      Object.values(map?.collection ?? {}).find((c) => {
        const schema = unwrap(c).schema as Record<string, { name: string }>
        return Object.values(schema).some((col) => col.name === 'Enable')
      })
    )
    const schema = collection.schema as Record<string, { name: string }>
    const key = (name: string) => Object.entries(schema).find(([, c]) => c.name === name)?.[0] ?? ''
    const lines = Object.values(map?.block ?? {})
      .map(unwrap)
      .filter((b) => b.parent_id === collection.id)
      .map((b) => {
        const p = b.properties as Record<string, string[][]>
        return [p.title?.[0]?.[0], p[key('Value')]?.[0]?.[0], p[key('Enable')]?.[0]?.[0]]
      })
    expect(lines).toContainEqual(['LANG', 'en-US', 'Yes'])
    expect(lines.some((l) => l[2] === 'No')).toBe(true)
  })

  it('references only cover files that exist in public/, each with an 800 px copy', () => {
    for (const row of demo.rows.filter((r) => r.type === 'Post' || r.type === 'Page')) {
      expect(row.cover, row.title).toMatch(/^\/demo\/covers\/.+\.webp$/)
      expect(existsSync(path.join('public', row.cover)), row.cover).toBe(true)
      expect(existsSync(path.join('public', row.cover.replace('.webp', '-800.webp')))).toBe(true)
    }
  })

  it('references only local files that exist, and keeps public/demo small', () => {
    const all = JSON.stringify(demo.pages)
    for (const [, url] of all.matchAll(/"(\/(?:demo|avatar)[^"]*\.(?:webp|wav|pdf|txt|svg))"/g))
      expect(existsSync(path.join('public', url ?? '')), url).toBe(true)
    const size = (dir: string): number =>
      readdirSync(dir, { withFileTypes: true }).reduce(
        (sum, e) =>
          sum +
          (e.isDirectory() ? size(path.join(dir, e.name)) : statSync(path.join(dir, e.name)).size),
        0
      )
    expect(size('public/demo')).toBeLessThan(6 * 1024 * 1024)
    expect([...readFileSync('public/favicon.ico').subarray(0, 4)]).toEqual([0, 0, 1, 0])
  })
})
