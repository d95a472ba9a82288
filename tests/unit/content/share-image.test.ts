import { describe, expect, it } from 'vitest'
import { loadConfig } from '@/lib/config/load-config'
import type { SchemaProperty } from '@/lib/content/collection-table'
import { normaliseRow } from '@/lib/content/normalise-row'

const column = (name: string, type: string): SchemaProperty => ({ name, type, options: [] })
const schema = {
  title: column('title', 'title'),
  type: column('type', 'select'),
  status: column('status', 'select'),
  pass: column('password', 'text'),
  ogim: column('ogImage', 'file'),
  card: column('Card', 'url')
}
const id = '1a2b3c4d-0000-4000-8000-00000000a001'
const s3 =
  'https://prod-files-secure.s3.us-west-2.amazonaws.com/ws/file/card.png?X-Amz-Expires=3600'

const rowWith = (properties: Record<string, unknown>, env: Record<string, string> = {}) =>
  normaliseRow(
    {
      id,
      created_time: 0,
      last_edited_time: 0,
      properties: { title: [['A post']], type: [['Post']], status: [['Published']], ...properties }
    },
    { config: loadConfig({ env }).config, schema, recordMap: null, fallbackTime: 0 }
  ).post

describe("a post's own share image column", () => {
  it("reads a file column's file through Notion's image proxy, an address that never expires", () => {
    const image = rowWith({ ogim: [['card.png', [['a', s3]]]] }).shareImage
    expect(image).toMatch(/^https:\/\/www\.notion\.so\/image\//)
    expect(image).toContain(`id=${id}`)
    expect(image).not.toContain('X-Amz')
  })

  it('reads a URL or a site path, under the column name the owner set', () => {
    const env = { NOTION_PROPERTY_SHARE_IMAGE: 'Card' }
    expect(rowWith({ card: [['https://example.com/c.jpg']] }, env).shareImage).toBe(
      'https://example.com/c.jpg'
    )
    expect(rowWith({ card: [['/covers/c.webp']] }, env).shareImage).toBe('/covers/c.webp')
    expect(rowWith({ card: [['javascript:alert(1)']] }, env).shareImage).toBeNull()
    expect(rowWith({}).shareImage).toBeNull()
  })

  it("leaves out a locked post's Notion file (its address names the page)", () => {
    const locked = rowWith({ ogim: [['card.png', [['a', s3]]]], pass: [['pw']] })
    expect(locked.locked).toBe(true)
    expect(locked.shareImage).toBeNull()
  })
})
