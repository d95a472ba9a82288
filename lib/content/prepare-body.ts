import type { ExtendedRecordMap } from 'notion-types'
import type { PageAccess } from '@/lib/body/page-access'
import { prepareBlocks } from '@/lib/body/prepare-blocks'
import { blockOf } from '@/lib/body/record'
import { messagesFor } from '@/lib/i18n/messages'
import { isNotionHostedImage } from '@/lib/body/image-url'
import type { PreparedBlocks } from '@/lib/body/types'
import type { DatabaseGuard, SiteData } from '@/lib/content/site-types'

/** What a body is prepared with: a SiteData is one. */
export type BodyContext = Pick<SiteData, 'config' | 'databases'>

const compact = (id: string) => id.replace(/-/g, '')

/** "Title" (id) of the post whose body this is, for build log lines. */
function postLabel(recordMap: ExtendedRecordMap, rootId: string): string {
  const title = blockOf(recordMap, rootId)?.properties?.title
  const text = Array.isArray(title)
    ? title.map((s) => (Array.isArray(s) && typeof s[0] === 'string' ? s[0] : '')).join('')
    : ''
  return text ? `"${text}" (${rootId})` : rootId
}

/**
 * How a page may be referenced from a body: a listed row of any language's blog database is
 * public, or locked (linked by address only); every other row of those databases (drafts,
 * invisible posts, Config, Menu) is hidden; a page outside them is public.
 */
function accessRule(recordMap: ExtendedRecordMap, databases: readonly DatabaseGuard[]) {
  return (pageId: string): PageAccess => {
    const id = compact(pageId)
    const parent = blockOf(recordMap, pageId)?.parent_id
    for (const db of databases) {
      const row = db.shown.get(id)
      if (row) return row.locked ? 'locked' : 'public'
      if (db.rowIds.has(id) || (db.collectionId !== null && parent === db.collectionId))
        return 'hidden'
    }
    return 'public'
  }
}

/** Href of a listed row of any language's database (in its own language site), else null. */
function pageUrl(databases: readonly DatabaseGuard[]) {
  return (pageId: string): string | null => {
    const id = compact(pageId)
    for (const db of databases) {
      const row = db.shown.get(id)
      if (row) return row.href
    }
    return null
  }
}

/**
 * A page's body, ready for the renderer. Links to workspace pages go to their href here (or are
 * plain text when not listed); Notion-hosted files go through the re-signing route on a server,
 * and keep their build-time signed URL in an export (no server to re-sign).
 */
export function prepareBody(
  recordMap: ExtendedRecordMap,
  rootId: string,
  ctx: BodyContext
): PreparedBlocks {
  return prepareBlocks(recordMap, {
    config: ctx.config,
    rootId,
    label: postLabel(recordMap, rootId),
    unavailableText: messagesFor(ctx.config.LANG).POST.BLOCK_UNAVAILABLE,
    mapPageUrl: pageUrl(ctx.databases),
    pageAccess: accessRule(recordMap, ctx.databases),
    hiddenColumns: (id) =>
      ctx.databases.filter((db) => db.collectionId === id).map((db) => db.passwordColumn),
    guardedCollection: (id) => ctx.databases.some((db) => db.collectionId === id),
    ...(ctx.config.EXPORT
      ? {}
      : {
          mapFileUrl: (url: string, blockId: string) =>
            isNotionHostedImage(url) ? `/api/notion-file/${blockId}` : url
        })
  })
}
