import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it, vi } from 'vitest'
import { setLogSink } from '@/lib/log'
import { prepareBlocks } from '@/lib/body/prepare-blocks'
import { describeWithFixtures } from '@/tests/support/fixtures'
import { renderBody } from '@/tests/components/render-body'

const TABLES = [
  'block',
  'collection',
  'collection_view',
  'collection_query',
  'notion_user',
  'signed_urls'
]

describeWithFixtures('NotionRenderer on real Notion captures', (dir) => {
  const files = ['record-maps', 'api-responses/loadPageChunk'].flatMap((sub) =>
    readdirSync(path.join(dir, sub))
      .filter((f) => f.endsWith('.json'))
      .map((f) => path.join(sub, f))
  )

  it('finds captures', () => expect(files.length).toBeGreaterThan(5))

  it.each(files)('%s prepares and renders without throwing or console noise', async (file) => {
    const json = JSON.parse(readFileSync(path.join(dir, file), 'utf8'))
    const map = json.recordMap ?? json
    for (const table of TABLES) map[table] ??= {}
    const consoleLog = vi.spyOn(console, 'log').mockImplementation(() => {})
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const restore = setLogSink(() => {})
    try {
      const body = prepareBlocks(map, {
        config: { IMAGE_COMPRESS_WIDTH: 800 },
        mapPageUrl: () => null
      })
      const html = await renderBody(body)
      expect(html).toContain('class="notion')
      expect(html).not.toMatch(/href="(javascript|data):/i)
      expect(html).not.toMatch(/href="https?:\/\/(www\.)?notion\.so\/(?!image\/)/)
      expect(consoleLog).not.toHaveBeenCalled()
      expect(JSON.parse(JSON.stringify(body))).toEqual(body)
    } finally {
      restore()
      consoleLog.mockRestore()
      consoleWarn.mockRestore()
    }
  })
})
