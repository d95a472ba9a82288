/**
 * Search as a visitor meets it: what a query's first results cost in bytes (an export's shard and
 * doc files, or the server endpoint's answer) and how long the query takes (the same
 * searchShards code the browser and the server run, timed in Node over an index in memory).
 */
import { gzipSync } from 'node:zlib'
import { bucketOf } from '../../lib/search/bucket-of'
import { FIRST_RESULTS } from '../../lib/search/online-search'
import { MAX_TOKENS, searchIndex } from '../../lib/search/query-shards'
import { SEARCH_API_PATH } from '../../lib/search/search-index-path'
import { shardIndex } from '../../lib/search/shard-index'
import { queryTokens, shardKey } from '../../lib/search/tokenize'
import type { SearchIndex, ShardedIndex } from '../../lib/search/types'

/** 1 to 3 words, Latin and CJK, some matching many posts, some few, one none. */
export const BENCH_QUERIES = [
  'fog',
  'harbour',
  'darkroom',
  'lens',
  'moon',
  'silver print',
  'golden hour',
  'winter coast',
  'static export',
  'search latency',
  'film grain scan',
  'developer fixer negative',
  'cache server render',
  'nothingmatcheshere',
  '胶片',
  '镜头',
  '港口 清晨',
  '暗房 冲洗',
  '蓝调时刻',
  '城市 光线 记录'
]

export interface LatencyFigures {
  queries: number
  /** Build-time work: splitting the index into shards (a server does it once per site data). */
  prepareMs: number
  /** The first time each query runs (what the first keystrokes feel). */
  firstRun: { p50Ms: number; p95Ms: number }
  /** Every query 10 more times. */
  repeated: { p50Ms: number; p95Ms: number }
  /** Queries with at least one hit. */
  matched: number
}

export interface SearchFigures extends LatencyFigures {
  docs: number
  shards: number
  /** Every file of an export's index, raw and each gzipped alone (how a host sends it). */
  indexBytes: number
  indexGzip: number
  /** An export: gzip bytes of the shard and doc files a query's first results fetch. */
  firstResults: { p50Bytes: number; maxBytes: number }
  /** A server: the endpoint's answer for the first results, gzip, and its round trip. */
  endpoint?: { p50Bytes: number; maxBytes: number; p50Ms: number; p95Ms: number }
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return Math.round((sorted[Math.max(0, at)] ?? 0) * 1000) / 1000
}

const spread = (samples: number[]) => ({
  p50Ms: percentile(samples, 50),
  p95Ms: percentile(samples, 95)
})

const gzipBytes = (value: unknown) => gzipSync(JSON.stringify(value), { level: 9 }).length

/** The files an export's browser fetches for a query's first results, gzip bytes in all. */
function firstResultBytes(index: ShardedIndex, query: string): number {
  const tokens = queryTokens(query).slice(0, MAX_TOKENS)
  const buckets = new Set(tokens.map((t) => bucketOf(shardKey(t.text), index.buckets)))
  const hrefs = new Set(searchIndex(index, query, 0, FIRST_RESULTS).hits.map((h) => h.href))
  const docs = index.docs.filter((d) => hrefs.has(d[0]))
  return (
    [...buckets].reduce((sum, b) => sum + gzipBytes(index.shards[b]), 0) +
    docs.reduce((sum, d) => sum + gzipBytes(d), 0)
  )
}

export function searchLatency(index: SearchIndex, queries = BENCH_QUERIES): SearchFigures {
  const started = performance.now()
  const sharded = shardIndex(index)
  const prepareMs = Math.round((performance.now() - started) * 10) / 10
  const time = (query: string) => {
    const t0 = performance.now()
    const hits = searchIndex(sharded, query, 0, FIRST_RESULTS).hits.length
    return { ms: performance.now() - t0, hits }
  }
  const first = queries.map(time)
  const repeated = Array.from({ length: 10 }, () => queries.map((q) => time(q).ms)).flat()
  const bytes = queries.map((q) => firstResultBytes(sharded, q))
  const files = [...sharded.shards, ...sharded.docs]
  return {
    docs: sharded.docs.length,
    shards: sharded.buckets,
    indexBytes: files.reduce((sum, f) => sum + Buffer.byteLength(JSON.stringify(f)), 0),
    indexGzip: files.reduce((sum, f) => sum + gzipBytes(f), 0),
    firstResults: { p50Bytes: percentile(bytes, 50), maxBytes: Math.max(...bytes) },
    queries: queries.length,
    prepareMs,
    firstRun: spread(first.map((f) => f.ms)),
    repeated: spread(repeated),
    matched: first.filter((f) => f.hits > 0).length
  }
}

/** An export's figures for `index` (the bench workspace's), and the running server's endpoint. */
export async function searchFigures(origin: string, index: SearchIndex): Promise<SearchFigures> {
  const figures = searchLatency(index)
  const answers: { bytes: number; ms: number }[] = []
  for (const q of BENCH_QUERIES) {
    const t0 = performance.now()
    const response = await fetch(`${origin}${SEARCH_API_PATH}?q=${encodeURIComponent(q)}`)
    if (!response.ok) throw new Error(`search endpoint: HTTP ${response.status}`)
    const text = await response.text()
    answers.push({ bytes: gzipSync(text, { level: 9 }).length, ms: performance.now() - t0 })
  }
  const bytes = answers.map((a) => a.bytes)
  const endpoint = {
    p50Bytes: percentile(bytes, 50),
    maxBytes: Math.max(...bytes),
    ...spread(answers.map((a) => a.ms))
  }
  return { ...figures, endpoint }
}
