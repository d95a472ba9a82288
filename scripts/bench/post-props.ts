/**
 * CPU of the props of every post page (and every category and tag page) at N posts, without
 * Next, Notion or bodies: what grows with the post count per page. Run before and after a change
 * to lib/pages or lib/content, on the same machine, and read `load` beside the figures.
 *
 *   npx tsx scripts/bench/post-props.ts 1000 10000
 *   npx tsx scripts/bench/post-props.ts 10000 --every 20   # every 20th post page only
 */
import { loadavg } from 'node:os'
import { categoryPageProps, postProps, tagPageProps } from '../../lib/pages/page-props'
import { setLogSink } from '../../lib/log'
import { manyPostsSite } from '../../tests/support/many-posts'

const args = process.argv.slice(2)
const everyAt = args.indexOf('--every')
const every = everyAt >= 0 ? Math.max(1, Number(args[everyAt + 1])) : 1
const counts = args
  .filter((_, i) => everyAt < 0 || (i !== everyAt && i !== everyAt + 1))
  .map(Number)

const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since)
  return (user + system) / 1e6
}

async function measure(count: number) {
  setLogSink(() => {})
  const data = manyPostsSite(count)
  const served = data.posts.filter((p, i) => p.target === '_self' && i % every === 0)
  const start = process.cpuUsage()
  const wall = performance.now()
  for (const post of served) await postProps(data, post.href)
  const posts = cpuSeconds(start)
  const lists = process.cpuUsage()
  for (const c of data.categories) categoryPageProps(data, c.name)
  for (const t of data.tags) tagPageProps(data, t.name)
  const listCpu = cpuSeconds(lists)
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')
  console.log(
    `${count} posts: ${served.length} post pages ${posts.toFixed(2)} CPU-s ` +
      `(${((posts / served.length) * 1e3).toFixed(3)} ms a page, wall ${((performance.now() - wall) / 1e3).toFixed(1)} s); ` +
      `${data.categories.length + data.tags.length} category and tag pages ${listCpu.toFixed(3)} CPU-s; load ${load}`
  )
}

async function main() {
  for (const count of counts) await measure(count)
}

void main()
