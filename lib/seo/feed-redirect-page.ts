import { escapeHtml } from '@/lib/body/escape-html'
import type { SiteData } from '@/lib/content/site-types'
import { messagesFor } from '@/lib/i18n/messages'
import { absoluteUrl } from '@/lib/seo/page-meta'
import { FEED_PATHS } from '@/lib/seo/seo-routes'

/**
 * /feed of a static export, which has no server to redirect: a page that refreshes to the RSS
 * feed at once and links to it for clients that do not follow refreshes.
 */
export function feedRedirectHtml(data: SiteData): string {
  const href = escapeHtml(FEED_PATHS.rss)
  const canonical = escapeHtml(absoluteUrl(data.config.LINK, FEED_PATHS.rss))
  const label = escapeHtml(messagesFor(data.config.LANG).MENU.RSS)
  const title = escapeHtml(data.site.title)
  return `<!DOCTYPE html>
<html lang="${escapeHtml(data.config.LANG)}">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="0; url=${href}">
<meta name="robots" content="noindex">
<link rel="canonical" href="${canonical}">
<link rel="alternate" type="application/rss+xml" title="${title}" href="${href}">
<title>${title} | ${label}</title>
</head>
<body><a href="${href}">${label}: ${canonical}</a></body>
</html>
`
}
