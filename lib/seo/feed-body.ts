import { prepareBody } from '@/lib/content/prepare-body'
import type { SiteData, SitePost } from '@/lib/content/site-types'
import type { PublicConfig } from '@/lib/config/types'
import type { PreparedBlocks } from '@/lib/body/types'

// The renderer's lazy-loading <img> shows this 1×1 gif until scrolled near, the real <img> sits
// in <noscript>; feed readers run no script and often drop <noscript>, so the real one is kept.
const PLACEHOLDER_IMG = /<img [^>]*src="data:image\/gif;base64,[^"]*"[^>]*\/?>/g
const NOSCRIPT_TAG = /<\/?noscript>/g
// Readers resolve relative URLs inconsistently (RSS has no base URL): make site paths absolute.
// The rendered body's paths already carry the base path: they get LINK's origin alone.
const SITE_PATH_ATTR = /\b(href|src)="\/(?!\/)/g

const originOf = (link: string) => {
  try {
    return new URL(link).origin
  } catch {
    return link.replace(/\/+$/, '')
  }
}

/**
 * Renders a prepared body to HTML. The block renderer lives above lib, so the caller that
 * builds feeds (an API route, the export) passes it in.
 */
export type BodyHtml = (body: PreparedBlocks, config: PublicConfig) => Promise<string>

/**
 * A post's full body as HTML for a feed, through the one block renderer (the same markup the
 * article page shows). Null for a locked post or one whose page could not be fetched: a feed
 * never carries a locked body.
 */
export async function feedBodyHtml(
  data: SiteData,
  post: SitePost,
  bodyHtml: BodyHtml
): Promise<string | null> {
  if (post.locked || post.password || !post.recordMap) return null
  const html = await bodyHtml(prepareBody(post.recordMap, post.id, data), data.config)
  const origin = originOf(data.config.LINK)
  return html
    .replace(PLACEHOLDER_IMG, '')
    .replace(NOSCRIPT_TAG, '')
    .replace(SITE_PATH_ATTR, (_, attr: string) => `${attr}="${origin}/`)
}
