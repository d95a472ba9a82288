import type { PageProps } from '@/lib/theme/layout-props'
import type { Messages } from '@/lib/i18n/messages'
import { absoluteUrl, pageMeta } from '@/lib/seo/page-meta'
import { pageAlternates } from '@/lib/seo/page-alternates'
import { FEED_PATHS } from '@/lib/seo/seo-routes'
import { withBasePath } from '@/lib/base-path'

/**
 * A page's head for search engines, social sites and feed readers: description, canonical URL,
 * language versions, feeds, Open Graph and Twitter tags. Rendered by the server alone
 * (pages/_document), outside next/head: nothing reads them after a client-side navigation, so no
 * page's script carries them; the <title> is components/Seo's.
 */
export function SeoTags({ page, path, t }: { page: PageProps; path: string; t: Messages }) {
  const { config, site, basePath } = page.siteProps
  const alternates = pageAlternates(page)
  const feed = (format: keyof typeof FEED_PATHS) => withBasePath(`${basePath}${FEED_PATHS[format]}`)
  // The default site's version serves visitors of any other language.
  const fallback = alternates.find((a) => a.locale === page.siteProps.languages[0]?.locale)
  const meta = pageMeta(page, path.split(/[?#]/)[0] ?? '/', t)
  return (
    <>
      <meta name="description" content={meta.description} />
      <meta name="keywords" content={meta.keywords} />
      <meta name="author" content={site.author} />
      {meta.noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={meta.canonical} />
      <link rel="icon" href={withBasePath(config.BLOG_FAVICON)} />
      {alternates.map((a) => (
        <link
          key={a.locale}
          rel="alternate"
          hrefLang={a.locale}
          href={absoluteUrl(config.LINK, a.href)}
        />
      ))}
      {fallback && (
        <link rel="alternate" hrefLang="x-default" href={absoluteUrl(config.LINK, fallback.href)} />
      )}
      {config.ENABLE_RSS && (
        <>
          <link rel="alternate" type="application/rss+xml" title={site.title} href={feed('rss')} />
          <link
            rel="alternate"
            type="application/atom+xml"
            title={site.title}
            href={feed('atom')}
          />
          <link
            rel="alternate"
            type="application/feed+json"
            title={site.title}
            href={feed('json')}
          />
        </>
      )}
      <meta property="og:site_name" content={site.title} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={meta.canonical} />
      <meta property="og:type" content={meta.type} />
      <meta property="og:locale" content={config.LANG.replace('-', '_')} />
      {meta.image && <meta property="og:image" content={meta.image} />}
      {meta.image && meta.imageSize && (
        <>
          <meta property="og:image:width" content={String(meta.imageSize.width)} />
          <meta property="og:image:height" content={String(meta.imageSize.height)} />
          <meta property="og:image:alt" content={meta.imageSize.alt} />
        </>
      )}
      <meta name="twitter:card" content={meta.image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      {meta.image && <meta name="twitter:image" content={meta.image} />}
      {meta.image && meta.imageSize && (
        <meta name="twitter:image:alt" content={meta.imageSize.alt} />
      )}
      {meta.article && (
        <>
          <meta property="article:published_time" content={meta.article.publishedTime} />
          <meta property="article:modified_time" content={meta.article.modifiedTime} />
          <meta property="article:author" content={site.author} />
          {meta.article.section && (
            <meta property="article:section" content={meta.article.section} />
          )}
          {meta.article.tags.map((tag) => (
            <meta key={tag} property="article:tag" content={tag} />
          ))}
        </>
      )}
    </>
  )
}
