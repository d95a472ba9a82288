import { existsSync } from 'node:fs'
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { ExtendedRecordMap } from 'notion-types'
import type { RowQueries } from '@/lib/notion/row-queries'
import type { Workspace, WorkspaceIndexFile } from '@/lib/notion/types'

/**
 * The on-disk layout shared by the prefetch cache, snapshots and the demo (see types.ts):
 * `<dir>/workspace.json` and `<dir>/pages/<dashed-id>.json`. A directory holding several
 * workspaces (one per language) has one such directory per root page id.
 */
export function workspaceDirOf(base: string, rootPageId: string): string {
  const nested = path.join(/*turbopackIgnore: true*/ base, rootPageId)
  return existsSync(path.join(/*turbopackIgnore: true*/ nested, 'workspace.json')) ? nested : base
}

const pagePath = (dir: string, id: string) =>
  path.join(/*turbopackIgnore: true*/ dir, 'pages', `${id}.json`)

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** Write then rename, so a build worker never reads a half-written file. */
export async function writeJson(file: string, value: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`
  await writeFile(temp, JSON.stringify(value))
  await rename(temp, file)
}

export const readPageFile = (dir: string, id: string) =>
  readJson<ExtendedRecordMap>(pagePath(dir, id))
export const writePageFile = (dir: string, id: string, recordMap: ExtendedRecordMap) =>
  writeJson(pagePath(dir, id), recordMap)

const indexPath = (dir: string) => path.join(/*turbopackIgnore: true*/ dir, 'workspace.json')

export const readWorkspaceIndex = (dir: string) => readJson<WorkspaceIndexFile>(indexPath(dir))
export const writeWorkspaceIndex = (dir: string, index: WorkspaceIndexFile) =>
  writeJson(indexPath(dir), index)

const rowQueriesPath = (dir: string) => path.join(/*turbopackIgnore: true*/ dir, 'row-queries.json')

/** When each page last listed each database it shows (row-queries.ts); none stored: `{}`. */
export const readRowQueriesFile = async (dir: string): Promise<RowQueries> =>
  (await readJson<RowQueries>(rowQueriesPath(dir))) ?? {}
export const writeRowQueriesFile = (dir: string, queries: RowQueries) =>
  writeJson(rowQueriesPath(dir), queries)

/** The workspace stored in `dir`, or null when there is none. */
export async function readWorkspaceDir(dir: string): Promise<Workspace | null> {
  const index = await readWorkspaceIndex(dir)
  if (!index) return null
  const ids = index.pageIds ?? (await listPageIds(dir))
  const pages: Record<string, ExtendedRecordMap> = {}
  for (const id of ids) {
    const recordMap = await readPageFile(dir, id)
    if (recordMap) pages[id] = recordMap
  }
  return {
    rootPageId: index.rootPageId,
    fetchedAt: index.fetchedAt,
    database: index.database,
    pages
  }
}

async function listPageIds(dir: string): Promise<string[]> {
  const files = await readdir(path.join(/*turbopackIgnore: true*/ dir, 'pages')).catch(
    () => [] as string[]
  )
  return files.filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length))
}

/**
 * Store a workspace; pages already written by the fetch are not rewritten. `pageIds`: its row
 * pages, when `workspace.pages` does not hold them all (a fetch that let them go once written).
 */
export async function writeWorkspaceDir(
  dir: string,
  workspace: Workspace,
  {
    writePages = true,
    pageIds = Object.keys(workspace.pages)
  }: { writePages?: boolean; pageIds?: string[] } = {}
): Promise<void> {
  if (writePages) {
    for (const [id, recordMap] of Object.entries(workspace.pages))
      await writePageFile(dir, id, recordMap)
  }
  const index: WorkspaceIndexFile = {
    rootPageId: workspace.rootPageId,
    fetchedAt: workspace.fetchedAt,
    pageIds,
    database: workspace.database
  }
  // Written last: its presence means the whole workspace is on disk.
  await writeWorkspaceIndex(dir, index)
}
