/** Writes a built workspace in the snapshot layout lib/notion reads (lib/notion/types.ts). */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { WorkspaceIndexFile } from '../../lib/notion/types'
import type { BuiltWorkspace } from '../lib/workspace-builder'

const json = (value: unknown) => `${JSON.stringify(value, null, 1)}\n`

export async function writeWorkspace(dir: string, built: BuiltWorkspace, fetchedAt: string) {
  await rm(dir, { recursive: true, force: true })
  await mkdir(path.join(dir, 'pages'), { recursive: true })
  const index: WorkspaceIndexFile = {
    rootPageId: built.rootPageId,
    fetchedAt,
    database: built.database
  }
  await writeFile(path.join(dir, 'workspace.json'), json(index))
  for (const [id, map] of Object.entries(built.pages))
    await writeFile(path.join(dir, 'pages', `${id}.json`), json(map))
}

/** The directory's NOTION_PAGE_ID equivalent: which workspace is the default, which a language. */
export async function writePageIds(dir: string, pageIds: string) {
  await writeFile(path.join(dir, 'page-ids.txt'), `${pageIds}\n`)
}
