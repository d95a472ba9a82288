import { log } from '@/lib/log'
import { blockOf, notionFileOf } from '@/lib/notion/fetch-page'
import { contentSource, getWorkspace } from '@/lib/notion/get-workspace'
import { isUuid } from '@/lib/notion/page-id'
import type { Workspace } from '@/lib/notion/types'

const FILE_TYPES = new Set(['pdf', 'audio', 'video', 'file'])

/**
 * Where a file block's file can be fetched now. Notion's signed URLs expire, so in server mode
 * the file route (pages/api/notion-file/[blockId].ts) re-signs them (lib/pages/file-urls.ts
 * caches the answers). Only file blocks of pages the caller allows are signed: the route is not
 * a signer for arbitrary blocks, drafts or locked posts.
 */
export async function resolveFileUrl(
  blockId: string,
  /**
   * Whether files of this page (its id as the workspace keys it) of the workspace of this root
   * page of NOTION_PAGE_ID may be served: listed, unlocked posts of that language's site only.
   */
  mayServePage: (pageId: string, rootPageId: string) => boolean
): Promise<string | null> {
  if (!isUuid(blockId)) return null
  const source = contentSource()
  for (const { id } of await source.rootPageIds()) {
    const workspace = await getWorkspace(id)
    const found = findBlock(workspace, blockId)
    if (!found || !FILE_TYPES.has(found.block.type) || !mayServePage(found.pageId, id)) continue
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

/** The block in a row page of the workspace (never the database page itself), and that page. */
function findBlock(workspace: Workspace, blockId: string) {
  for (const [pageId, recordMap] of Object.entries(workspace.pages)) {
    const block = blockOf(recordMap, blockId)
    if (block) return { block, pageId, signedUrls: recordMap.signed_urls ?? {} }
  }
  return undefined
}
