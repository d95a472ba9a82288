import { Feed, type Item } from 'feed'
import { newestPosts } from '@/lib/content/post-neighbours'
import type { SiteData, SitePost } from '@/lib/content/site-types'
import { feedBodyHtml, type BodyHtml } from '@/lib/seo/feed-body'
import { absoluteUrl } from '@/lib/seo/page-meta'
import { FEED_PATHS } from '@/lib/seo/seo-routes'

export interface FeedDocuments {
  rss: string
  atom: string
  json: string
}

/** The newest RSS_LIMIT listed posts by publish date, whatever the list order. */
export const feedPosts = (data: SiteData): SitePost[] => newestPosts(data, data.config.RSS_LIMIT)

/** An absolute image URL, or null for an emoji icon or anything else that is not a URL or path. */
const imageOf = (link: string, value: string | null) =>
  value && /^(https?:\/\/|\/)/i.test(value) ? absoluteUrl(link, value) : null

const latest = (dates: string[]) =>
  new Date(dates.reduce((max, d) => (d > max ? d : max), '1970-01-01T00:00:00.000Z'))

/**
 * Text safe inside XML CDATA: `feed` splits only the first "]]>" of a value, so a second one
 * would end the section and turn the rest into raw XML. A zero-width space between "]]" and ">"
 * keeps the text as it reads.
 */
const cdataSafe = (text: string): string => text.replace(/\]\]>/g, ']]\u200b>')

async function feedItem(data: SiteData, post: SitePost, bodyHtml: BodyHtml): Promise<Item> {
  const { config } = data
  const link = absoluteUrl(config.LINK, post.href)
  // A locked post shows its title and link; its summary only when the owner allows it.
  const summary = post.locked && !config.POST_LOCKED_SHOW_SUMMARY ? null : post.summary
  const content = post.locked ? null : await feedBodyHtml(data, post, bodyHtml)
  const image = post.locked ? null : imageOf(config.LINK, post.cover)
  return {
    title: cdataSafe(post.title),
    id: link,
    link,
    date: new Date(post.date),
    published: new Date(post.date),
    ...(summary ? { description: cdataSafe(summary) } : {}),
    ...(content ? { content: cdataSafe(content) } : {}),
    category: [post.category, ...post.tags.map((t) => t.name)]
      .filter((name): name is string => !!name)
      .map((name) => ({ name })),
    author: [{ name: config.AUTHOR, link: absoluteUrl(config.LINK, '/') }],
    // A locked post's Notion-hosted cover would name its block; lists show a placeholder too.
    ...(image ? { image } : {})
  }
}

/** RSS 2.0, Atom 1.0 and JSON Feed 1.0 of the site, with the same items. */
export async function siteFeeds(data: SiteData, bodyHtml: BodyHtml): Promise<FeedDocuments> {
  const { config, site } = data
  const home = absoluteUrl(config.LINK, data.basePath || '/')
  const feedUrl = (format: keyof typeof FEED_PATHS) =>
    absoluteUrl(config.LINK, `${data.basePath}${FEED_PATHS[format]}`)
  const posts = feedPosts(data)
  const year = new Date(data.now).getUTCFullYear()
  const siteImage = imageOf(config.LINK, site.icon)
  const feed = new Feed({
    id: home,
    title: cdataSafe(site.title),
    description: cdataSafe(site.description),
    link: home,
    language: config.LANG,
    // Stable bytes between builds of the same content: the newest item, not the build time.
    updated: latest(posts.map((p) => p.lastEdited)),
    generator: 'NotionPress',
    feedLinks: {
      rss: feedUrl('rss'),
      atom: feedUrl('atom'),
      json: feedUrl('json')
    },
    author: { name: config.AUTHOR, link: home },
    ...(siteImage ? { image: siteImage } : {}),
    favicon: absoluteUrl(config.LINK, config.BLOG_FAVICON),
    copyright: `© ${Math.min(config.SINCE, year)}–${year} ${config.AUTHOR}`
  })
  for (const post of posts) feed.addItem(await feedItem(data, post, bodyHtml))
  return { rss: feed.rss2(), atom: feed.atom1(), json: feed.json1() }
}
