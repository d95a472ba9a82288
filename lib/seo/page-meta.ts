import type { PageProps } from '@/lib/theme/layout-props'
import type { Messages } from '@/lib/i18n/messages'
import { siteRoot } from '@/lib/base-path'
import { pageTitle } from '@/lib/seo/page-title'

export interface PageMeta {
  title: string
  description: string
  /** Absolute URL of this page. */
  canonical: string
  image: string | null
  /** Size and text of a drawn share card (absent for a plain cover, whose size is unknown). */
  imageSize: { width: number; height: number; alt: string } | null
  type: 'website' | 'article'
  keywords: string
  noindex: boolean
  article: {
    publishedTime: string
    modifiedTime: string
    section: string | null
    tags: string[]
  } | null
}

/**
 * An absolute URL on the site for a site path (no base path) or a URL (og:image and canonical
 * must be absolute).
 */
export function absoluteUrl(link: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  return `${siteRoot(link)}/${pathOrUrl.replace(/^\/+/, '')}`
}

/** Title, description and social tags of a page; its share card, when it has one, is its image. */
export function pageMeta(page: PageProps, path: string, t: Messages): PageMeta {
  const meta = withShareImage(page, siteMeta(page, path, t))
  // The owner's preview (draft mode) is never indexed, whatever the page.
  return page.siteProps.preview ? { ...meta, noindex: true } : meta
}

function withShareImage(page: PageProps, meta: PageMeta): PageMeta {
  const card = page.shareImage
  if (!card) return meta
  const image = absoluteUrl(page.siteProps.config.LINK, card.url)
  const { width, height, alt } = card
  return { ...meta, image, imageSize: width && height ? { width, height, alt } : null }
}

function siteMeta(page: PageProps, path: string, t: Messages): PageMeta {
  const { site, config } = page.siteProps
  const base: PageMeta = {
    title: pageTitle(page, t),
    description: site.description,
    canonical: absoluteUrl(config.LINK, path),
    image: site.cover ? absoluteUrl(config.LINK, site.cover) : null,
    imageSize: null,
    type: 'website',
    keywords: config.KEYWORDS,
    noindex: false,
    article: null
  }
  switch (page.layout) {
    // The search page is an ordinary page of the site; a page of results for one keyword is not
    // worth a search engine's index (endless, thin near-duplicates).
    case 'LayoutSearch':
      return { ...base, noindex: !!page.keyword }
    case 'LayoutSignIn':
    case 'LayoutSignUp':
    case 'LayoutDashboard':
    case 'LayoutLanding':
    case 'Layout404':
      return { ...base, noindex: true }
    case 'LayoutSlug': {
      const { post } = page
      const tags = post.tags.map((tag) => tag.name)
      return {
        ...base,
        canonical: absoluteUrl(config.LINK, post.href),
        // A locked post's summary stays private: the site description stands in.
        description: (!post.locked && post.summary) || site.description,
        image: post.cover ? absoluteUrl(config.LINK, post.cover) : base.image,
        type: post.type === 'Post' ? 'article' : 'website',
        keywords: [config.KEYWORDS, ...tags].filter(Boolean).join(', '),
        noindex: post.status === 'Invisible',
        article:
          post.type === 'Post'
            ? {
                publishedTime: post.date,
                modifiedTime: post.lastEdited,
                section: post.category,
                tags
              }
            : null
      }
    }
    default:
      return base
  }
}
