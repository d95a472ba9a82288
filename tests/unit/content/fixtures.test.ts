import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { ExtendedRecordMap } from 'notion-types'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { indexPageProps, postProps } from '@/lib/pages/page-props'
import { buildSiteData } from '@/lib/content/site-data'
import { setLogSink } from '@/lib/log'
import { describeWithFixtures } from '@/tests/support/fixtures'

const captures = (dir: string): [string, ExtendedRecordMap][] =>
  [
    ...readdirSync(join(dir, 'record-maps')).map(
      (f) => [f, JSON.parse(readFileSync(join(dir, 'record-maps', f), 'utf8'))] as const
    ),
    ...readdirSync(join(dir, 'api-responses/loadPageChunk')).map((f) => {
      const raw = JSON.parse(readFileSync(join(dir, 'api-responses/loadPageChunk', f), 'utf8'))
      return [f, raw.recordMap] as const
    })
  ].map(([f, map]) => [f, map as ExtendedRecordMap])

describeWithFixtures('normaliser on real Notion captures', (dir) => {
  const warnings: string[] = []
  let restore: () => void
  beforeAll(() => {
    restore = setLogSink((level, message) => {
      if (level !== 'info') warnings.push(message)
    })
  })
  afterAll(() => restore())

  it.each(captures(dir))('%s: builds site data and props without throwing', async (_file, map) => {
    const ids = Object.keys(map.block ?? {})
    const rootPageId = ids[0] ?? ''
    // Every block a capture holds stands in for a fetched row page.
    const pages = Object.fromEntries(ids.map((id) => [id, map]))
    const data = buildSiteData(
      { rootPageId, fetchedAt: '2024-01-01T00:00:00Z', database: map, pages },
      { now: Date.UTC(2024, 0, 1) }
    )
    expect(Array.isArray(data.posts)).toBe(true)
    expect(() => JSON.stringify(indexPageProps(data, 1))).not.toThrow()
    for (const post of data.posts.slice(0, 3))
      expect(await postProps(data, post.href)).not.toBeNull()
  })
})
