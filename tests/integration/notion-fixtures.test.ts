import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createNotionApi } from '@/lib/notion/notion-api'
import { blockOf, fetchPage } from '@/lib/notion/fetch-page'
import { createRateLimiter } from '@/lib/notion/rate-limiter'
import { MockStore, startMockNotion, type MockNotion } from '@/scripts/mock-notion/mock-server'
import { fakeClock } from '@/tests/support/fake-clock'
import { describeWithFixtures } from '@/tests/support/fixtures'

describeWithFixtures('captured record maps through the mock', (dir) => {
  let mock: MockNotion
  const roots = new Map<string, string>()

  beforeAll(async () => {
    const store = new MockStore()
    const folder = path.join(dir, 'record-maps')
    for (const file of (await readdir(folder)).filter((f) => f.endsWith('.json')).sort()) {
      const recordMap = JSON.parse(await readFile(path.join(folder, file), 'utf8'))
      roots.set(file, store.addRecordMap(recordMap))
    }
    mock = await startMockNotion(store)
  })
  afterAll(() => mock.close())

  const client = () => {
    const clock = fakeClock()
    return createNotionApi({ apiBaseUrl: mock.url, clock, limiter: createRateLimiter(0, clock) })
  }

  it('loads every captured page with getPage', async () => {
    for (const [file, root] of roots) {
      const recordMap = await fetchPage(client(), root)
      expect(blockOf(recordMap, root)?.id, file).toBe(root)
      expect(Object.keys(recordMap.block)[0], file).toBe(root)
    }
  })

  it('asks for the page first, then queries each database view', async () => {
    const file = [...roots.keys()].find((f) => f.startsWith('student-dashboard'))
    const root = roots.get(file ?? '') ?? ''
    mock.requests.length = 0
    const recordMap = await fetchPage(client(), root)
    const endpoints = mock.requests.map((r) => r.endpoint)
    expect(endpoints[0]).toBe('loadPageChunk')
    expect(endpoints.filter((e) => e === 'queryCollection').length).toBeGreaterThan(0)
    expect(endpoints.filter((e) => e === 'loadPageChunk')).toHaveLength(1)
    expect(Object.keys(recordMap.collection_query).length).toBeGreaterThan(0)
  })
})
