/** The rows snapshot of a workspace's fetch (types.ts RowsSnapshot): reading, writing, using it. */
import { readFile, rm } from 'node:fs/promises'
import { log } from '@/lib/log'
import type { RowsSnapshot, Workspace } from '@/lib/notion/types'
import { writeJson } from '@/lib/notion/workspace-dir'

/**
 * Whether the settings are known from the rows: every Config row's page is at hand (from the
 * cache, or fetched first when the cache holds none; a Config page is always fetched again, so
 * a cached copy may be older than the one the pages read: a card drawn from it is then drawn
 * again after the pages).
 */
export const settingsKnown = (snapshot: RowsSnapshot) =>
  snapshot.configRows.every((id) => snapshot.configPages[id] !== undefined)

/**
 * The workspace as the rows alone give it: the Config pages held, every other row's page
 * counted as still to load (as a server's workspace counts it: served, with no word count).
 * Its `load` never fetches: the pages come from the build's fetch.
 */
export function rowsWorkspace(snapshot: RowsSnapshot): Workspace {
  const pending = new Set(snapshot.pageIds.filter((id) => !snapshot.configPages[id]))
  return {
    rootPageId: snapshot.rootPageId,
    fetchedAt: snapshot.readAt,
    database: snapshot.database,
    pages: { ...snapshot.configPages },
    lazy: { pending, revision: 0, load: async () => {} }
  }
}

/** Written then renamed: the reader sees the whole snapshot or none. */
export const writeRowsSnapshot = (file: string, snapshot: RowsSnapshot) => writeJson(file, snapshot)

/** The snapshot in `file`; throws when it is missing or not one. */
export async function readRowsSnapshot(file: string): Promise<RowsSnapshot> {
  const snapshot = JSON.parse(await readFile(file, 'utf8')) as RowsSnapshot
  if (!snapshot?.database || !Array.isArray(snapshot.pageIds) || !snapshot.configPages)
    throw new Error(`${file}: not a rows snapshot`)
  return snapshot
}

export const removeRowsSnapshot = (file: string) => rm(file, { force: true })

/**
 * The snapshot written to `file` for the early card process, and the file; null when the
 * settings are not known from the rows (a Config row whose page the cache does not hold yet:
 * cards drawn from other settings would all be drawn again) or it cannot be written.
 */
export async function publishRows(file: string, snapshot: RowsSnapshot): Promise<string | null> {
  if (!settingsKnown(snapshot)) {
    log.info(
      'share cards: the Config page could not be read first; the cards are drawn after the pages'
    )
    return null
  }
  try {
    await writeRowsSnapshot(file, snapshot)
    return file
  } catch (error) {
    log.warn(`share cards: the rows could not be written (${String(error)}); drawn after the pages`)
    return null
  }
}
