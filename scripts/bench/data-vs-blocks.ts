/**
 * What a client navigation to an article fetches (`/_next/data/<build>/<route>.json`, written
 * beside the prerendered HTML) against the size of the Notion block map the article came from.
 * Measured at N and N/10 posts: an article's props must depend on the article, not on the site.
 */
import { existsSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { workspaceIds, type BuiltWorkspace } from '../lib/workspace-builder'
import type { BenchRoute } from './bench-routes'
import { BENCH_SEED } from './bench-workspace'
import { htmlFileOf } from './measure-sizes'

export interface DataBytes {
  bytes: number
  gzip: number
}

export interface DataVsBlocks extends BenchRoute {
  /** JSON of the page's `block` map as Notion's loadPageChunk returns it. */
  blockMapBytes: number
  atN: DataBytes | null
  atTenth: DataBytes | null
}

export const dataFileOf = (distDir: string, route: string) =>
  htmlFileOf(distDir, route).replace(/\.html$/, '.json')

export function dataBytes(distDir: string, route: string): DataBytes | null {
  const file = dataFileOf(distDir, route)
  if (!existsSync(file)) return null
  const data = readFileSync(file)
  return { bytes: data.length, gzip: gzipSync(data, { level: 9 }).length }
}

export function blockMapBytes(workspace: BuiltWorkspace, route: string): number {
  const slug = route.split('/').pop() ?? ''
  const page = workspace.pages[workspaceIds(BENCH_SEED).row(slug)]
  if (!page) throw new Error(`bench: no post behind ${route}`)
  return Buffer.byteLength(JSON.stringify(page.block))
}

export const articleRoutes = (routes: BenchRoute[]) =>
  routes.filter((r) => r.path.startsWith('/article/'))
