import type { ExtendedRecordMap } from 'notion-types'
import { prepareBlocks } from '../render/prepare-blocks'
import { isNotionHostedImage } from '../render/image-url'
import type { PreparedBlocks } from '../render/types'
import type { SiteConfig } from '../config/types'
import { isListed } from './visibility'
import type { SitePost } from './site-types'

export interface BodyContext {
  config: SiteConfig
  /** Every served post; links go only to the listed ones. */
  posts: readonly SitePost[]
  now: number
}

const compact = (id: string) => id.replace(/-/g, '')

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
  return prepareBlocks(recordMap, {
    config: ctx.config,
    rootId,
    mapPageUrl: (pageId) => hrefs.get(compact(pageId)) ?? null,
    ...(ctx.config.EXPORT
      ? {}
      : {
          mapFileUrl: (url: string, blockId: string) =>
            isNotionHostedImage(url) ? `/api/notion-file/${blockId}` : url
        })
  })
}
