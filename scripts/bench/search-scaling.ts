/**
 * `tsx scripts/bench/search-scaling.ts [N...]`: the search figures of `npm run bench` for the
 * bench workspace at several N (default 100, 1000, 3000) without building a site: index size
 * (raw, gzip) and query latency, to see how search scales with the number of posts.
 */
import { gzipSync } from 'node:zlib'
import { buildSiteData } from '../../lib/content/site-data'
import { log } from '../../lib/log'
import { buildSearchIndex } from '../../lib/search/build-search-index'
import { buildBenchWorkspace } from './bench-workspace'
import { searchLatency } from './search-figures'

function scale(n: number) {
  const workspace = buildBenchWorkspace(n)
  const data = buildSiteData({ ...workspace, fetchedAt: new Date().toISOString() })
  const json = JSON.stringify(buildSearchIndex(data))
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`
  const l = searchLatency(JSON.parse(json))
  log.info(
    `search at ${n} posts: index ${kib(Buffer.byteLength(json))}, gzip ${kib(gzipSync(json, { level: 9 }).length)}; ` +
      `prepare ${l.prepareMs} ms; query p50/p95 ${l.repeated.p50Ms}/${l.repeated.p95Ms} ms ` +
      `(first run ${l.firstRun.p50Ms}/${l.firstRun.p95Ms} ms), ${l.matched}/${l.queries} queries matched`
  )
}

const counts = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0)
for (const n of counts.length ? counts : [100, 1000, 3000]) scale(n)
