import type { ExtendedRecordMap } from 'notion-types'
import { log } from '@/lib/log'
import { mergeRowQueries, type RowQueries } from '@/lib/notion/row-queries'
import type { WorkspaceIndexFile } from '@/lib/notion/types'
import {
  readPageFile,
  readRowQueriesFile,
  readWorkspaceIndex,
  writePageFile,
  writeRowQueriesFile,
  writeWorkspaceIndex
} from '@/lib/notion/workspace-dir'

/**
 * A server's copies of one workspace's pages, in three layers: its memory, a writable overlay
 * (refreshed pages) and the build's cache (read-only, shipped with the build). Reads take the
 * first layer holding a copy; writes go to memory and, when it can be written, the overlay. A
 * failed write is logged once and otherwise ignored: the server may have no writable disk.
 */
export interface PageStore {
  /** The last copy of a row page, or null; each file is read at most once per process. */
  read(id: string): Promise<ExtendedRecordMap | null>
  /** The overlay's copy, read again: another instance may have refreshed it meanwhile. */
  reread(id: string): Promise<ExtendedRecordMap | null>
  write(id: string, recordMap: ExtendedRecordMap): Promise<void>
  /** The database as last stored (overlay, else the build's), for when Notion cannot be read. */
  readIndex(): Promise<WorkspaceIndexFile | null>
  /** Store the database read now in the overlay, when it differs from the one stored last. */
  writeIndex(index: WorkspaceIndexFile): Promise<void>
  /** When each page last listed each database it shows (row-queries.ts): every layer's newest. */
  readRowQueries(): Promise<RowQueries>
  /** Add these times (the newer one wins where one is known). */
  writeRowQueries(queries: RowQueries): Promise<void>
}

export interface PageStoreDirs {
  /** This workspace's folder of the writable overlay. */
  overlay: string
  /** This workspace's folder of the build's cache. */
  base: string
}

const warnedDirs = new Set<string>()

export function createPageStore({ overlay, base }: PageStoreDirs): PageStore {
  const memory = new Map<string, ExtendedRecordMap | null>()
  let storedDatabase = ''
  let rowQueries: Promise<RowQueries> | undefined
  const rowQueriesIn = (dir: string) => readRowQueriesFile(dir).catch(() => ({}))
  // Read from disk once a process (other instances' times come through Redis, if shared).
  const readRowQueries = () =>
    (rowQueries ??= Promise.all([rowQueriesIn(base), rowQueriesIn(overlay)]).then(
      ([built, refreshed]) => mergeRowQueries(built, refreshed)
    ))
  const readFrom = (dir: string, id: string) => readPageFile(dir, id).catch(() => null)
  const written = (what: string) => (error: unknown) => {
    if (warnedDirs.has(overlay)) return
    warnedDirs.add(overlay)
    log.warn(
      `cannot write the Notion cache in ${overlay} (${what}: ${error instanceof Error ? error.message : String(error)}); refreshed pages are kept in memory only. Set NOTION_CACHE_DIR to a writable folder to keep them on disk`
    )
  }
  return {
    async read(id) {
      if (memory.has(id)) return memory.get(id) ?? null
      const found = (await readFrom(overlay, id)) ?? (await readFrom(base, id))
      if (!memory.has(id)) memory.set(id, found)
      return memory.get(id) ?? null
    },
    async reread(id) {
      const found = await readFrom(overlay, id)
      if (found) memory.set(id, found)
      return found
    },
    async write(id, recordMap) {
      memory.set(id, recordMap)
      await writePageFile(overlay, id, recordMap).catch(written('a page'))
    },
    readIndex: async () =>
      (await readWorkspaceIndex(overlay).catch(() => null)) ??
      (await readWorkspaceIndex(base).catch(() => null)),
    async writeIndex(index) {
      // Rewritten only when it changed: most windows read the same database.
      const database = JSON.stringify(index.database)
      if (database === storedDatabase) return
      storedDatabase = database
      await writeWorkspaceIndex(overlay, index).catch(written('the database'))
    },
    readRowQueries,
    async writeRowQueries(queries) {
      if (Object.keys(queries).length === 0) return
      const merged = mergeRowQueries(await readRowQueries(), queries)
      rowQueries = Promise.resolve(merged)
      await writeRowQueriesFile(overlay, merged).catch(written('the row queries'))
    }
  }
}
