import { log } from '../log'
import { blockOf, notionFileOf } from './fetch-page'
import { contentSource, getWorkspace } from './get-workspace'
import { isUuid } from './page-id'
import type { Workspace } from './types'

const FILE_TYPES = new Set(['pdf', 'audio', 'video', 'file'])

/**
 * Where a file block's file can be fetched now. Notion's signed URLs expire, so in server mode
 * the file route (pages/api/notion-file/[blockId].ts) re-signs on each request. Only file blocks
 * of the site's own workspaces are signed: the route is not a signer for arbitrary blocks.
 */
export async function resolveFileUrl(blockId: string): Promise<string | null> {
  if (!isUuid(blockId)) return null
  const source = contentSource()
  for (const { id } of await source.rootPageIds()) {
    const workspace = await getWorkspace(id)
    const found = findBlock(workspace, blockId)
    if (!found || !FILE_TYPES.has(found.block.type)) continue
    const notionFile = notionFileOf(found.block)
    const stored = found.signedUrls[blockId]
    if (notionFile && source.signFileUrl) {
      try {
        return (await source.signFileUrl(blockId, notionFile)) ?? stored ?? null
      } catch (error) {
        log.warn(
          `re-signing file ${blockId} failed: ${error instanceof Error ? error.message : error}`
        )
      }
    }
    const raw = (found.block.properties as { source?: string[][] } | undefined)?.source?.[0]?.[0]
    return stored ?? raw ?? null
  }
  return null
}

function findBlock(workspace: Workspace, blockId: string) {
  for (const recordMap of [workspace.database, ...Object.values(workspace.pages)]) {
    const block = blockOf(recordMap, blockId)
    if (block) return { block, signedUrls: recordMap.signed_urls ?? {} }
  }
  return undefined
}
