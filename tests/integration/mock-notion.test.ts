import type { ExtendedRecordMap } from 'notion-types'
import { expect, it } from 'vitest'
import { MockStore, startMockNotion } from '@/scripts/mock-notion/mock-server'

const post = (url: string, endpoint: string, body: unknown) =>
  fetch(`${url}/${endpoint}`, { method: 'POST', body: JSON.stringify(body) })

it('throttles like Notion: 429 with Retry-After beyond the rate', async () => {
  const mock = await startMockNotion(new MockStore(), {
    throttle: { perSecond: 2, retryAfterSec: 3 }
  })
  try {
    const replies = await Promise.all([1, 2, 3].map(() => post(mock.url, 'search', { query: '' })))
    const statuses = replies.map((r) => r.status).sort()
    expect(statuses).toEqual([200, 200, 429])
    expect(replies.find((r) => r.status === 429)?.headers.get('retry-after')).toBe('3')
    expect(mock.count('search')).toBe(3)
  } finally {
    await mock.close()
  }
})

it('answers every requested id of syncRecordValuesMain, unknown ones as role none', async () => {
  const mock = await startMockNotion()
  try {
    const reply = await post(mock.url, 'syncRecordValuesMain', {
      requests: [
        { table: 'block', id: 'a', version: -1 },
        { pointer: { table: 'block', id: 'b' }, version: -1 }
      ]
    })
    expect(await reply.json()).toEqual({
      recordMap: { block: { a: { role: 'none' }, b: { role: 'none' } } }
    })
  } finally {
    await mock.close()
  }
})

it('answers the record endpoint by table: blocks, collections, views and users', async () => {
  const store = new MockStore()
  const record = (id: string) => ({ role: 'reader', value: { id } })
  store.addRecordMap({
    block: { p: { role: 'reader', value: { id: 'p', type: 'page' } } },
    collection: { c: record('c') },
    collection_view: { v: record('v') },
    notion_user: { u: record('u') }
  } as unknown as Partial<ExtendedRecordMap>)
  const mock = await startMockNotion(store)
  try {
    const pointer = (table: string, id: string) => ({
      pointer: { table, id, spaceId: 's' },
      version: -1
    })
    const reply = await post(mock.url, 'syncRecordValuesMain', {
      requests: [
        pointer('block', 'p'),
        pointer('collection', 'c'),
        pointer('collection_view', 'v'),
        pointer('notion_user', 'u'),
        pointer('collection', 'missing')
      ]
    })
    expect(await reply.json()).toEqual({
      recordMap: {
        block: { p: { role: 'reader', value: { id: 'p', type: 'page' } } },
        collection: { c: record('c'), missing: { role: 'none' } },
        collection_view: { v: record('v') },
        notion_user: { u: record('u') }
      }
    })
    const unknownTable = await post(mock.url, 'syncRecordValuesMain', {
      requests: [pointer('space', 's')]
    })
    expect(unknownTable.status).toBe(400)
  } finally {
    await mock.close()
  }
})

it("answers loadPageChunk with the page's own collections, not every one in the store", async () => {
  const store = new MockStore()
  // Only the ids matter here, so the records are minimal (not full Notion records).
  const page = (id: string, collection: string) =>
    ({
      block: { [id]: { role: 'reader', value: { id, type: 'page', content: [] } } },
      collection: { [collection]: { role: 'reader', value: { id: collection } } },
      collection_view: {
        [`${collection}-view`]: { role: 'reader', value: { id: `${collection}-view` } }
      }
    }) as unknown as Partial<ExtendedRecordMap>
  store.addRecordMap(page('p1', 'c1'))
  store.addRecordMap(page('p2', 'c2'))
  const mock = await startMockNotion(store)
  try {
    const reply = await post(mock.url, 'loadPageChunk', { pageId: 'p2', limit: 100 })
    const { recordMap } = (await reply.json()) as {
      recordMap: { collection: object; collection_view: object }
    }
    expect(Object.keys(recordMap.collection)).toEqual(['c2'])
    expect(Object.keys(recordMap.collection_view)).toEqual(['c2-view'])
  } finally {
    await mock.close()
  }
})
