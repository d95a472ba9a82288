/**
 * `tsx scripts/bench/search-scaling.ts [N...]`: the search figures of `npm run bench` for the
 * bench workspace at several N (default 1000, 10000) without building a site: the sharded
 * index's files, what a query's first results fetch, and query latency.
 */
import { buildSiteData } from '../../lib/content/site-data'
import { log } from '../../lib/log'
import { buildSearchIndex } from '../../lib/search/build-search-index'
import { buildBenchWorkspace } from './bench-workspace'
import { searchLatency } from './search-figures'

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

function scale(n: number) {
  const workspace = buildBenchWorkspace(n)
  const data = buildSiteData({ ...workspace, fetchedAt: new Date().toISOString() })
  const f = searchLatency(buildSearchIndex(data))
  log.info(
    `search at ${n} posts: ${f.shards} shards + ${f.docs} doc files, ${kib(f.indexBytes)}, ` +
      `gzip ${kib(f.indexGzip)}; sharding ${f.prepareMs} ms; first results (gzip) p50 ` +
      `${kib(f.firstResults.p50Bytes)}, max ${kib(f.firstResults.maxBytes)}; query p50/p95 ` +
      `${f.repeated.p50Ms}/${f.repeated.p95Ms} ms (first run ${f.firstRun.p50Ms}/${f.firstRun.p95Ms} ms), ` +
      `${f.matched}/${f.queries} queries matched`
  )
}

const counts = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0)
for (const n of counts.length ? counts : [1000, 10000]) scale(n)
