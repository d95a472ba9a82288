import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import Loadable from 'next/dist/shared/lib/loadable.shared-runtime'
import { NotionRenderer } from '@/components/notion-renderer/NotionRenderer'
import { prepareBody } from '@/lib/content/prepare-body'
import type { SiteData, SitePost } from '@/lib/content/site-types'
import { absoluteUrl } from '@/lib/seo/page-meta'

// The renderer's lazy-loading <img> shows this 1×1 gif until scrolled near, the real <img> sits
// in <noscript>; feed readers run no script and often drop <noscript>, so the real one is kept.
const PLACEHOLDER_IMG = /<img [^>]*src="data:image\/gif;base64,[^"]*"[^>]*\/?>/g
const NOSCRIPT_TAG = /<\/?noscript>/g
// Readers resolve relative URLs inconsistently (RSS has no base URL): make site paths absolute.
const SITE_PATH_ATTR = /\b(href|src)="\/(?!\/)/g

/**
 * A post's full body as HTML for a feed, through the one block renderer (the same markup the
 * article page shows). Null for a locked post or one whose page could not be fetched: a feed
 * never carries a locked body.
 */
export async function feedBodyHtml(data: SiteData, post: SitePost): Promise<string | null> {
  if (post.locked || post.password || !post.recordMap) return null
  const body = prepareBody(post.recordMap, post.id, data)
  // Code, equations and databases are next/dynamic parts: load them so they render, not skip.
  await Loadable.preloadAll()
  const html = renderToStaticMarkup(createElement(NotionRenderer, { body, config: data.config }))
  const link = data.config.LINK
  return html
    .replace(PLACEHOLDER_IMG, '')
    .replace(NOSCRIPT_TAG, '')
    .replace(SITE_PATH_ATTR, (_, attr: string) => `${attr}="${absoluteUrl(link, '/')}`)
}
