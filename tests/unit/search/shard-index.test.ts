import { describe, expect, it } from 'vitest'
import { packCounts } from '../../../lib/search/field-counts'
import { tokenHits } from '../../../lib/search/rank-hits'
import { searchIndex, searchShards, type ShardSource } from '../../../lib/search/query-shards'
import { shardIndex } from '../../../lib/search/shard-index'
import { indexTerms, shardKey } from '../../../lib/search/tokenize'
import type { IndexDoc, SearchIndex } from '../../../lib/search/types'

const doc = (slug: string, title: string, text: string, tags: string[] = []): IndexDoc => [
  `/article/${slug}`,
  title,
  '',
  '',
  tags,
  text
]
const index: SearchIndex = {
  format: 1,
  docs: [
    doc('walk', 'A walk', 'we saw the harbour in fog, then the lighthouse'),
    doc('fog', 'Fog over the Harbour', 'grey water'),
    doc('tagged', 'Tagged', 'nothing here', ['fog']),
    doc('film', '冬天的胶片', '用胶片相机拍雪。最后一个字是雪'),
    doc('locked', 'Locked Door', '')
  ]
}
const sharded = shardIndex(index)
const hrefs = (q: string) => searchIndex(sharded, q).hits.map((h) => h.href.slice(9))

describe('indexTerms and shardKey', () => {
  it('makes words, CJK bigrams and the last character of a CJK run', () => {
    expect(indexTerms('Café 胶片相机 x')).toEqual(['cafe', '胶片', '片相', '相机', '机', 'x'])
    expect(indexTerms('雪')).toEqual(['雪'])
  })
  it('keys CJK by one character and words by two', () => {
    expect(shardKey('胶片')).toBe('胶')
    expect(shardKey('harbour')).toBe('ha')
    expect(shardKey('x')).toBe('x')
  })
})

describe('packed field counts', () => {
  it('round-trips counts per field, capped at 3', () => {
    const shard = { ab: [2, packCounts([1, 0, 2, 7, 3])], abc: [2, packCounts([2, 1, 0, 0, 0])] }
    const hits = tokenHits(shard, { text: 'ab', cjk: false })
    expect(hits.ids).toEqual([2])
    expect([...hits.counts.slice(10, 15)]).toEqual([3, 1, 2, 3, 3])
  })
})

describe('searchIndex over shards', () => {
  it('ranks a title hit above a tag hit above a body mention', () => {
    expect(hrefs('fog')).toEqual(['fog', 'tagged', 'walk'])
  })
  it('matches word prefixes and requires every token', () => {
    expect(hrefs('harb')).toEqual(['fog', 'walk'])
    expect(hrefs('light harbour')).toEqual(['walk'])
    expect(hrefs('harbour nowhere')).toEqual([])
  })
  it('finds a word at the very end of a body, with a snippet around it', () => {
    const { hits } = searchIndex(sharded, 'lighthouse')
    expect(hits.map((h) => h.href)).toEqual(['/article/walk'])
    expect(hits[0]?.snippet).toContain('lighthouse')
  })
  it('finds CJK by bigrams, and one character wherever it stands', () => {
    expect(hrefs('胶片相机')).toEqual(['film'])
    expect(hrefs('机')).toEqual(['film'])
    expect(hrefs('雪')).toEqual(['film'])
    expect(searchIndex(sharded, '相机').hits[0]?.snippet).toContain('用胶片相机拍雪')
  })
  it('pages results and counts them all', () => {
    expect(searchIndex(sharded, 'fog', 1, 1)).toMatchObject({
      total: 3,
      hits: [{ href: '/article/tagged' }]
    })
  })
  it('blank queries find nothing', () =>
    expect(searchIndex(sharded, '  ')).toEqual({ total: 0, hits: [] }))
  it('a term named like an Object property is only a term', () => {
    const odd = shardIndex({ format: 1, docs: [doc('odd', 'constructor', '__proto__ toString')] })
    expect(searchIndex(odd, 'constructor').total).toBe(1)
    expect(searchIndex(odd, 'proto').total).toBe(1)
    expect(searchIndex(odd, 'valueOf').total).toBe(0)
  })
})

describe('searchShards', () => {
  it('fetches only the shards of its tokens and the docs it shows, and agrees with searchIndex', async () => {
    const shards: number[] = []
    const docs: number[] = []
    const source: ShardSource = {
      buckets: sharded.buckets,
      shard: async (b) => (shards.push(b), JSON.parse(JSON.stringify(sharded.shards[b]))),
      doc: async (id) => (docs.push(id), sharded.docs[id])
    }
    const page = await searchShards(source, 'fog harbour', 0, 1)
    expect(page).toEqual(searchIndex(sharded, 'fog harbour', 0, 1))
    expect(page.total).toBe(2)
    expect(shards).toHaveLength(2)
    expect(docs).toEqual([1])
  })
})
