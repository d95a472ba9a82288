import type { Block, ExtendedRecordMap } from 'notion-types'
import type { NotionAPI } from 'notion-client'
import { getBlockValue, getStableNotionFileSource } from 'notion-utils'
import { log } from '@/lib/log'
import { PermanentPageError, isTransient } from '@/lib/notion/notion-errors'
import { chunksOf } from '@/lib/notion/map-limit'

/**
 * Rows a database query asks for: far above any blog's row count, so a database is never silently
 * truncated at notion-client's default of 999. Notion's query has no next page; no limit it refuses
 * is known (users report 100,000 answered). Five times the 10,000 posts the bench builds.
 */
export const COLLECTION_LIMIT = 50_000

/** Block types whose file is served through a signed URL; images go through the image proxy. */
const FILE_BLOCK_TYPES = new Set(['pdf', 'audio', 'video', 'file'])

/** The block value of an id in either record shape (legacy or nested `value.value`). */
export function blockOf(recordMap: ExtendedRecordMap, id: string): Block | undefined {
  const record = recordMap.block[id]
  return record ? (getBlockValue(record) ?? undefined) : undefined
}

/**
 * One page with everything it renders: content, inline databases, signed file URLs. Errors that
 * will not go away by retrying (400, missing or deleted page, unreadable reply) become a
 * PermanentPageError; transient ones pass through.
 */
export async function fetchPage(api: NotionAPI, pageId: string): Promise<ExtendedRecordMap> {
  let recordMap: ExtendedRecordMap
  try {
    recordMap = await api.getPage(pageId, {
      throwOnCollectionErrors: true,
      collectionReducerLimit: COLLECTION_LIMIT,
      signFileUrls: false,
      fetchCustomEmojis: false
    })
  } catch (error) {
    if (isTransient(error)) throw error
    throw new PermanentPageError(
      `page ${pageId}: ${error instanceof Error ? error.message : String(error)}`
    )
  }
  const root = blockOf(recordMap, pageId)
  if (!root || root.alive === false)
    throw new PermanentPageError(`page ${pageId}: missing or deleted`)
  await signFileBlocks(api, recordMap)
  return recordMap
}

/** Sign the Notion-hosted files of pdf/audio/video/file blocks into `signed_urls[blockId]`. */
export const signFileBlocks = (api: NotionAPI, recordMap: ExtendedRecordMap): Promise<void> =>
  signFilesOf(api, [recordMap])

/** Files one signing request asks for at most (a request for many posts' files at once). */
export const SIGN_BATCH_CAP = 200

/**
 * The files of many record maps signed together, SIGN_BATCH_CAP to a request: what one post
 * gets is what signing it alone would give.
 */
export async function signFilesOf(
  api: NotionAPI,
  recordMaps: readonly ExtendedRecordMap[]
): Promise<void> {
  const files = recordMaps.flatMap((recordMap) => {
    recordMap.signed_urls ??= {}
    return Object.keys(recordMap.block).flatMap((id) => {
      const block = blockOf(recordMap, id)
      const url = block && FILE_BLOCK_TYPES.has(block.type) ? notionFileOf(block) : undefined
      return block && url ? [{ recordMap, blockId: block.id, url }] : []
    })
  })
  for (const batch of chunksOf(files, SIGN_BATCH_CAP)) {
    let signedUrls: (string | null)[]
    try {
      ;({ signedUrls } = await api.getSignedFileUrls(
        batch.map(({ blockId, url }) => ({
          permissionRecord: { table: 'block', id: blockId },
          url
        }))
      ))
    } catch (error) {
      // Unsigned files still render as links; the file route re-signs them on request.
      log.warn(
        `signing ${batch.length} file(s) failed: ${error instanceof Error ? error.message : error}`
      )
      continue
    }
    batch.forEach(({ recordMap, blockId }, i) => {
      const signed = signedUrls[i]
      if (signed) recordMap.signed_urls[blockId] = signed
    })
  }
}

/** The stable Notion-hosted source of a file block, or undefined for external files. */
export function notionFileOf(block: Block): string | undefined {
  const source = (block.properties as { source?: string[][] } | undefined)?.source?.[0]?.[0]
  return source ? getStableNotionFileSource(source) : undefined
}
