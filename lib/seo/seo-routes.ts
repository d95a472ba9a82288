/**
 * Public paths of the documents served beside the pages. Kept free of imports: next.config.ts
 * reads it to route them to API routes in server mode.
 */
export const FEED_PATHS = {
  rss: '/rss/feed.xml',
  atom: '/rss/atom.xml',
  json: '/rss/feed.json'
} as const
export type FeedFormat = keyof typeof FEED_PATHS

export const SITEMAP_PATH = '/sitemap.xml'
export const ROBOTS_PATH = '/robots.txt'
/** A short address for the feed: a redirect on a server, a refresh page (feed.html) in an export. */
export const FEED_ALIAS = '/feed'

/** Server mode: public path → API route (exports carry files at the public paths instead). */
export const SEO_REWRITES = [
  ...Object.entries(FEED_PATHS).map(([format, source]) => ({
    source,
    destination: `/api/rss?format=${format}`
  })),
  { source: SITEMAP_PATH, destination: '/api/sitemap' },
  { source: ROBOTS_PATH, destination: '/api/robots' },
  { source: '/cards/:name', destination: '/api/card?name=:name' }
]

/** A language site's first segment as NOTION_PAGE_ID allows it: `zh`, `zh-TW`. */
const SITE = ':site([a-zA-Z]{2}(?:-[a-zA-Z]{2})?)'

/**
 * Server mode, multi-language sites: a language's documents, search endpoint and search pages
 * answer under its prefix from the default routes with `?site=` (a prefix that names no language
 * site answers 404). Search pages stay rendered per request, never stored per keyword.
 */
export const LANGUAGE_REWRITES = [
  ...Object.entries(FEED_PATHS).map(([format, source]) => ({
    source: `/${SITE}${source}`,
    destination: `/api/rss?format=${format}&site=:site`
  })),
  { source: `/${SITE}/theme-data.json`, destination: '/api/theme-data?site=:site' },
  { source: `/${SITE}/api/search`, destination: '/api/search?site=:site' },
  { source: `/${SITE}/search/:keyword`, destination: '/search/:keyword?site=:site' },
  {
    source: `/${SITE}/search/:keyword/page/:page`,
    destination: '/search/:keyword/page/:page?site=:site'
  }
]
