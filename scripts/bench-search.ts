/**
 * `tsx scripts/bench-search.ts [N...]`: search index size (raw and gzip) and query latency for
 * generated sites of N posts (default 100 and 1000), each with ~3,000 characters of mixed text.
 */
import { gzipSync } from 'node:zlib'
import { buildSiteData } from '../lib/content/site-data'
import { log } from '../lib/log'
import { buildSearchIndex } from '../lib/search/build-search-index'
import { prepareIndex, queryIndex } from '../lib/search/query-index'
import { textBlock } from './lib/block-builder'
import { rt } from './lib/record-builders'
import { buildWorkspace } from './lib/workspace-builder'

const WORDS =
  'light fog harbour film grain shutter ridge 胶片 相机 冬天 夜色 lens print dawn'.split(' ')
const paragraph = (seed: number) =>
  Array.from({ length: 60 }, (_, i) => WORDS[(seed * 7 + i * 13) % WORDS.length]).join(' ')

function bench(n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({
    title: `Post ${i} ${WORDS[i % WORDS.length]}`,
    slug: `p${i}`,
    date: '2024-01-01',
    blocks: Array.from({ length: 8 }, (_, k) => textBlock(rt(paragraph(i + k))))
  }))
  const built = buildWorkspace({ seed: 'bench', name: 'Bench', time: Date.UTC(2024, 0, 1) }, rows)
  const data = buildSiteData({ ...built, fetchedAt: new Date().toISOString() })
  const json = JSON.stringify(buildSearchIndex(data))
  const started = performance.now()
  const prepared = prepareIndex(JSON.parse(json))
  const prepareMs = performance.now() - started
  const queries = ['fog', 'harbour light', '胶片相机', 'nothingmatches']
  const t0 = performance.now()
  for (let r = 0; r < 10; r++) for (const q of queries) queryIndex(prepared, q)
  const queryMs = (performance.now() - t0) / (10 * queries.length)
  log.info(
    `bench-search: ${n} posts: ${(json.length / 1024).toFixed(0)} KiB, gzip ${(gzipSync(json).length / 1024).toFixed(0)} KiB; prepare ${prepareMs.toFixed(1)} ms; query ${queryMs.toFixed(2)} ms`
  )
}

const counts = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0)
for (const n of counts.length ? counts : [100, 1000]) bench(n)
