/**
 * What one regeneration of a server costs (lib/notion/live-workspace.ts) at N posts, against the
 * mock throttled like Notion (3 requests/s, 100 ms latency): Notion requests and wall time of a
 * list (the database), an article, and an article holding an inline database, on a cold instance
 * (no cache at all) and a warm one (the build's cache as its base), then the same after an edit,
 * and the prefetch of a redeploy that kept `.next/cache`. Lib level: no Next build.
 *
 *   npx tsx scripts/bench/bench-regeneration.ts [--posts 200,1000] [--port 3310]
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadConfig } from '../../lib/config/load-config'
import { setLogSink } from '../../lib/log'
import { buildCacheDirOf } from '../../lib/notion/cache-dirs'
import { createNotionSource } from '../../lib/notion/create-content-source'
import type { ContentSource, Workspace } from '../../lib/notion/types'
import { rowQueriesOfFetched, type RowQueries } from '../../lib/notion/row-queries'
import { inlineCollectionsOf } from '../../lib/notion/shown-databases'
import { writeRowQueriesFile, writeWorkspaceDir } from '../../lib/notion/workspace-dir'
import { workspaceIds } from '../lib/workspace-builder'
import { editPost } from './bench-edit'
import { serveWorkspace } from './bench-mock'
import { BENCH_SEED, buildBenchWorkspace, firstPostOf, postSlug } from './bench-workspace'

interface Row {
  posts: number
  instance: string
  step: string
  requests: number
  seconds: number
}

async function measure(
  requests: { length: number },
  label: Omit<Row, 'requests' | 'seconds'>,
  run: () => Promise<unknown>
): Promise<Row> {
  const from = requests.length
  const started = Date.now()
  await run()
  return { ...label, requests: requests.length - from, seconds: (Date.now() - started) / 1000 }
}

/** Every page's databases, listed now (as a build's fetch of every page leaves them). */
function builtListings(workspace: Workspace): RowQueries {
  const now = Date.now()
  return Object.assign(
    {},
    ...Object.entries(workspace.pages).map(([id, page]) =>
      rowQueriesOfFetched(id, inlineCollectionsOf(page).keys(), now)
    )
  ) as RowQueries
}

async function benchAt(posts: number, port: number): Promise<Row[]> {
  const built = buildBenchWorkspace(posts)
  const { store, mock } = await serveWorkspace(built, port)
  const tmp = await mkdtemp(path.join(tmpdir(), 'bench-regeneration-'))
  const distDir = path.join(tmp, 'dist')
  const root = built.rootPageId
  const ids = workspaceIds(BENCH_SEED)
  const textPost = ids.row(postSlug(0))
  const databasePost = ids.row(firstPostOf('database'))
  const { config } = loadConfig({
    env: {
      NOTION_PAGE_ID: root,
      NOTION_API_BASE_URL: mock.url,
      NOTION_CACHE_DIR: path.join(tmp, 'overlay'),
      NOTION_RATE_LIMIT: '3'
    }
  })
  const fresh = () => createNotionSource(config, { distDir })
  const live = (source: ContentSource) => {
    if (!source.loadLiveWorkspace) throw new Error('bench: no live workspace')
    return source.loadLiveWorkspace(root)
  }
  const rows: Row[] = []
  const step = async (instance: string, name: string, run: () => Promise<unknown>) => {
    rows.push(await measure(mock.requests, { posts, instance, step: name }, run))
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  try {
    for (const instance of ['cold', 'warm']) {
      if (instance === 'warm') {
        const workspace: Workspace = { ...built, fetchedAt: new Date().toISOString() }
        const cacheDir = path.join(buildCacheDirOf(distDir), root)
        await writeWorkspaceDir(cacheDir, workspace)
        // What the build that fetched these pages writes beside them: each page listed its
        // databases' rows when it was fetched (now).
        await writeRowQueriesFile(cacheDir, builtListings(workspace))
        await rm(path.join(tmp, 'overlay'), { recursive: true, force: true })
      }
      const source = fresh()
      let workspace: Workspace | undefined
      await step(instance, 'list (database)', async () => (workspace = await live(source)))
      await step(instance, 'article', () => workspace?.lazy?.load(textPost) ?? Promise.resolve())
      await step(
        instance,
        'article with an inline database',
        () => workspace?.lazy?.load(databasePost) ?? Promise.resolve()
      )
      editPost(store, built, postSlug(0), `${instance}-${posts}`)
      await step(instance, 'next window after an edit: list + the edited article', async () => {
        const next = await live(source)
        await next.lazy?.load(textPost)
      })
    }
    await step('build', 'redeploy after one edit, `.next/cache` kept (prefetch)', () =>
      fresh().loadWorkspace(root)
    )
  } finally {
    await mock.close()
    await rm(tmp, { recursive: true, force: true })
  }
  return rows
}

async function main() {
  const arg = process.argv.indexOf('--posts')
  const sizes = (arg > 0 ? (process.argv[arg + 1] ?? '') : '200,1000').split(',').map(Number)
  const portAt = process.argv.indexOf('--port')
  // Any free port unless told one (engineers side by side each have their own).
  const port = portAt > 0 ? Number(process.argv[portAt + 1]) : 0
  const restore = setLogSink(() => undefined)
  const rows: Row[] = []
  for (const posts of sizes) rows.push(...(await benchAt(posts, port)))
  restore()
  console.log('| posts | instance | regeneration | Notion requests | time (s) |')
  console.log('| ----- | -------- | ------------ | --------------- | -------- |')
  for (const r of rows)
    console.log(
      `| ${r.posts} | ${r.instance} | ${r.step} | ${r.requests} | ${r.seconds.toFixed(2)} |`
    )
}

void main()
