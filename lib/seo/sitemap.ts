import { archiveYears } from '@/lib/content/archive-years'
import { escapeHtml } from '@/lib/body/escape-html'
import type { SiteData, SitePost } from '@/lib/content/site-types'
import { isListed } from '@/lib/content/visibility'
import { absoluteUrl } from '@/lib/seo/page-meta'
import {
  archiveHref,
  categoryHref,
  categoryIndexHref,
  homeHref,
  tagHref,
  tagIndexHref
} from '@/lib/routing/routes'

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string
  /** ISO date-time of the newest edit shown there. */
  lastmod: string | null
}

const newest = (posts: readonly SitePost[]): string | null =>
  posts.reduce<string | null>((max, p) => (!max || p.lastEdited > max ? p.lastEdited : max), null)

/**
 * Home, archive (and its years), category and tag pages, and every listed post and page of the site (never an
 * Invisible, draft or scheduled one: the visibility rule decides), each with its last edit.
 */
export function sitemapEntries(data: SiteData): SitemapEntry[] {
  const url = (path: string) => absoluteUrl(data.config.LINK, path)
  const listed = data.listedPosts
  const base = data.basePath
  const lists: [string, readonly SitePost[]][] = [
    [homeHref(base), listed],
    [archiveHref(undefined, base), listed],
    ...archiveYears(data.archive).map(({ year }): [string, SitePost[]] => [
      archiveHref(year, base),
      listed.filter((p) => p.day.startsWith(year))
    ]),
    [categoryIndexHref(base), listed],
    [tagIndexHref(base), listed],
    ...data.categories.map((c): [string, SitePost[]] => [
      categoryHref(c.name, base),
      listed.filter((p) => p.category === c.name)
    ]),
    ...data.tags.map((t): [string, SitePost[]] => [
      tagHref(t.name, base),
      listed.filter((p) => p.tags.some((tag) => tag.name === t.name))
    ])
  ]
  const own = data.posts.filter((p) => p.target === '_self' && isListed(p, data.now))
  return [
    ...lists.map(([path, posts]) => ({ loc: url(path), lastmod: newest(posts) })),
    ...own.map((p) => ({ loc: url(p.href), lastmod: p.lastEdited }))
  ]
}

/** The sitemaps.org XML of sitemapEntries, of every language site given (one sitemap). */
export function sitemapXml(data: SiteData, languageSites: readonly SiteData[] = []): string {
  const urls = [data, ...languageSites]
    .flatMap(sitemapEntries)
    .map(
      (e) =>
        `  <url><loc>${escapeHtml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`
    )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    ''
  ].join('\n')
}
