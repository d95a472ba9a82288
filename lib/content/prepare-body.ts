import type { ExtendedRecordMap } from 'notion-types'
import type { PageAccess } from '@/lib/render/page-access'
import { prepareBlocks } from '@/lib/render/prepare-blocks'
import { blockOf } from '@/lib/render/record'
import { messagesFor } from '@/lib/i18n/messages'
import { isNotionHostedImage } from '@/lib/render/image-url'
import type { PreparedBlocks } from '@/lib/render/types'
import type { SiteConfig } from '@/lib/config/types'
import { isListed } from '@/lib/content/visibility'
import type { SiteDatabase, SitePost } from '@/lib/content/site-types'

export interface BodyContext {
  config: SiteConfig
  /** Every served post; links go only to the listed ones. */
  posts: readonly SitePost[]
  now: number
  /** The site's own database: a view of it in a body shows only what a visitor may see. */
  siteDatabase: SiteDatabase
}

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
 * How a page may be referenced from a body: a listed, unlocked post (or any page outside the
 * site's database) is public; a locked post is linked by address only; every other row of the
 * site's database (drafts, invisible posts, Config, Menu) is hidden.
 */
function accessRule(recordMap: ExtendedRecordMap, ctx: BodyContext) {
  const served = new Map(ctx.posts.map((p) => [compact(p.id), p]))
  return (pageId: string): PageAccess => {
    const post = served.get(compact(pageId))
    if (post && isListed(post, ctx.now)) return post.locked ? 'locked' : 'public'
    const isSiteRow =
      !!post ||
      ctx.siteDatabase.rowIds.has(compact(pageId)) ||
      (ctx.siteDatabase.collectionId !== null &&
        blockOf(recordMap, pageId)?.parent_id === ctx.siteDatabase.collectionId)
    return isSiteRow ? 'hidden' : 'public'
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
  const hrefs = new Map(
    ctx.posts
      .filter((p) => p.target === '_self' && isListed(p, ctx.now))
      .map((p) => [compact(p.id), p.href])
  )
  const { collectionId } = ctx.siteDatabase
  return prepareBlocks(recordMap, {
    config: ctx.config,
    rootId,
    label: postLabel(recordMap, rootId),
    unavailableText: messagesFor(ctx.config.LANG).POST.BLOCK_UNAVAILABLE,
    mapPageUrl: (pageId) => hrefs.get(compact(pageId)) ?? null,
    pageAccess: accessRule(recordMap, ctx),
    hiddenColumns: (id) => (id === collectionId ? [ctx.config.NOTION_PROPERTY_PASSWORD] : []),
    ...(ctx.config.EXPORT
      ? {}
      : {
          mapFileUrl: (url: string, blockId: string) =>
            isNotionHostedImage(url) ? `/api/notion-file/${blockId}` : url
        })
  })
}
