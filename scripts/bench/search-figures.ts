/**
 * Search as a visitor meets it: the index the browser downloads (raw and gzip) and how long a
 * query takes on it (the same prepareIndex/queryIndex code the browser runs, timed in Node).
 */
import { gzipSync } from 'node:zlib'
import { prepareIndex, queryIndex } from '../../lib/search/query-index'
import { SEARCH_INDEX_PATH } from '../../lib/search/search-index-path'
import type { SearchIndex } from '../../lib/search/types'

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
  /** Load-time work: parsing is the browser's; this is folding every field once. */
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
  indexBytes: number
  indexGzip: number
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

export function searchLatency(index: SearchIndex, queries = BENCH_QUERIES): LatencyFigures {
  const started = performance.now()
  const prepared = prepareIndex(index)
  const prepareMs = Math.round((performance.now() - started) * 10) / 10
  const time = (query: string) => {
    const t0 = performance.now()
    const hits = queryIndex(prepared, query).length
    return { ms: performance.now() - t0, hits }
  }
  const first = queries.map(time)
  const repeated = Array.from({ length: 10 }, () => queries.map((q) => time(q).ms)).flat()
  return {
    queries: queries.length,
    prepareMs,
    firstRun: spread(first.map((f) => f.ms)),
    repeated: spread(repeated),
    matched: first.filter((f) => f.hits > 0).length
  }
}

/** The index exactly as the running site serves it. */
export async function searchFigures(origin: string): Promise<SearchFigures> {
  const response = await fetch(`${origin}${SEARCH_INDEX_PATH}`)
  if (!response.ok) throw new Error(`search index: HTTP ${response.status}`)
  const text = await response.text()
  const index = JSON.parse(text) as SearchIndex
  return {
    docs: index.docs.length,
    indexBytes: Buffer.byteLength(text),
    indexGzip: gzipSync(text, { level: 9 }).length,
    ...searchLatency(index)
  }
}
