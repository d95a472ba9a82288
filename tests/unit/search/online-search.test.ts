import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAX_RESULTS, resultLimit, searchOnline } from '../../../lib/search/online-search'
import { searchIndex } from '../../../lib/search/query-shards'
import { shardedIndexUrl } from '../../../lib/search/search-index-path'
import { shardIndex } from '../../../lib/search/shard-index'
import type { IndexDoc } from '../../../lib/search/types'

const docs: IndexDoc[] = Array.from({ length: 30 }, (_, i) => [
  `/article/p${i}`,
  `Post ${i}`,
  '',
  '',
  [],
  i % 2 ? 'a harbour at dusk' : 'fog'
])
const sharded = shardIndex({ format: 1, docs })
const url = shardedIndexUrl('abc123', sharded.buckets)

/** Serves the index's files as an export's static host would, and notes what was asked. */
function serveFiles() {
  const asked: string[] = []
  vi.stubGlobal('fetch', async (path: string) => {
    asked.push(path)
    const m = /\/([sd])\/(\d+)\.json$/.exec(path)
    const body = m && (m[1] === 's' ? sharded.shards : sharded.docs)[Number(m[2])]
    return body ? new Response(JSON.stringify(body)) : new Response('', { status: 404 })
  })
  return asked
}

afterEach(() => vi.unstubAllGlobals())

describe('resultLimit', () => {
  it.each([
    ['40', 40],
    [undefined, 20],
    ['-1', 20],
    ['2.5', 20],
    ['1e9', MAX_RESULTS]
  ])('%s → %i', (value, limit) => expect(resultLimit(value)).toBe(limit))
})

describe('searchOnline over an export’s files', () => {
  it('fetches one shard and the docs shown, and finds what the server would', async () => {
    const asked = serveFiles()
    const page = await searchOnline(url, 'harbour', 5)
    expect(page).toEqual(searchIndex(sharded, 'harbour', 0, 5))
    expect(page.total).toBe(15)
    expect(asked.filter((a) => a.includes('/s/'))).toHaveLength(1)
    expect(asked.filter((a) => a.includes('/d/'))).toHaveLength(5)
  })
  it('asks the server’s endpoint when the URL is not an export’s', async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', async (path: string) => {
      asked.push(path)
      return new Response(JSON.stringify({ total: 0, hits: [] }))
    })
    expect(await searchOnline('/api/search', 'fog 胶片', 40)).toEqual({ total: 0, hits: [] })
    expect(asked).toEqual([`/api/search?q=${encodeURIComponent('fog 胶片')}&n=40`])
  })
  it('fails on an error answer, so the modal shows its error state', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ error: 'x' })))
    await expect(searchOnline('/api/search', 'fog')).rejects.toThrow()
  })
})
