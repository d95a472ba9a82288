import type { ExportArtifact } from '@/lib/build/export-artifacts'
import { otherLanguageSites } from '@/lib/pages/language-sites'
import type { SiteData } from '@/lib/content/site-types'
import { feedRedirectHtml } from '@/lib/seo/feed-redirect-page'
import { robotsTxt } from '@/lib/seo/robots'
import { FEED_ALIAS, FEED_PATHS, ROBOTS_PATH, SITEMAP_PATH } from '@/lib/seo/seo-routes'
import type { BodyHtml } from '@/lib/seo/feed-body'
import { siteFeeds, type FeedDocuments } from '@/lib/seo/site-feed'
import { sitemapXml } from '@/lib/seo/sitemap'

/** A document served beside the pages: by an API route on a server, as a file in an export. */
export interface SeoDocument {
  /** Its public path. */
  path: string
  contentType: string
  enabled: (data: SiteData) => boolean
  build: (data: SiteData) => Promise<string>
}

// Rendering up to RSS_LIMIT bodies is the costly part: once per site data, shared by the formats.
const feeds = new WeakMap<SiteData, Promise<FeedDocuments>>()
function feedsOf(data: SiteData, bodyHtml: BodyHtml): Promise<FeedDocuments> {
  let built = feeds.get(data)
  if (!built) {
    built = siteFeeds(data, bodyHtml)
    feeds.set(data, built)
    built.catch(() => feeds.delete(data))
  }
  return built
}

const rssEnabled = (data: SiteData) => data.config.ENABLE_RSS
const feedDocument = (
  format: keyof FeedDocuments,
  contentType: string,
  bodyHtml: BodyHtml
): SeoDocument => ({
  path: FEED_PATHS[format],
  contentType,
  enabled: rssEnabled,
  build: async (data) => (await feedsOf(data, bodyHtml))[format]
})

/** The RSS, Atom and JSON feeds, their post bodies rendered by `bodyHtml`. */
export const feedDocuments = (bodyHtml: BodyHtml) => ({
  rss: feedDocument('rss', 'application/rss+xml; charset=utf-8', bodyHtml),
  atom: feedDocument('atom', 'application/atom+xml; charset=utf-8', bodyHtml),
  json: feedDocument('json', 'application/feed+json; charset=utf-8', bodyHtml)
})

export const SEO_DOCUMENTS = {
  sitemap: {
    path: SITEMAP_PATH,
    contentType: 'application/xml; charset=utf-8',
    enabled: () => true,
    // One sitemap for the whole workspace: every language site's pages.
    build: async (data) =>
      sitemapXml(data, data.basePath ? [] : await otherLanguageSites(data, { allowStale: true }))
  },
  robots: {
    path: ROBOTS_PATH,
    contentType: 'text/plain; charset=utf-8',
    enabled: () => true,
    build: async (data) => robotsTxt(data)
  }
} satisfies Record<string, SeoDocument>

/**
 * The files an export carries for these documents, plus /feed's refresh page. A language site
 * carries its own feeds under its prefix (`zh/rss/feed.xml`); the sitemap and robots.txt are the
 * default site's, covering every language.
 */
export async function seoArtifacts(data: SiteData, bodyHtml: BodyHtml): Promise<ExportArtifact[]> {
  const all = data.basePath
    ? feedDocuments(bodyHtml)
    : { ...feedDocuments(bodyHtml), ...SEO_DOCUMENTS }
  const docs: SeoDocument[] = Object.values(all).filter((d) => d.enabled(data))
  const files = await Promise.all(
    docs.map(async (d) => ({
      path: `${data.basePath}${d.path}`.slice(1),
      bytes: await d.build(data)
    }))
  )
  if (data.basePath) return files
  return rssEnabled(data)
    ? [...files, { path: `${FEED_ALIAS.slice(1)}.html`, bytes: feedRedirectHtml(data) }]
    : files
}
