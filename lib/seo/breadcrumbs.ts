/**
 * An article's trail: home, its category (for a post that has one), the article itself. Drawn as
 * a navigation list and described to search engines as a schema.org BreadcrumbList.
 */
import type { PostSummary } from '@/lib/content/types'
import { categoryHref, homeHref } from '@/lib/routing/routes'
import { absoluteUrl } from '@/lib/seo/page-meta'

export interface Crumb {
  name: string
  /** A site path (the language prefix included, no base path). */
  href: string
}

export function postBreadcrumbs(
  post: Pick<PostSummary, 'title' | 'href' | 'type' | 'category'>,
  homeName: string
): Crumb[] {
  const category =
    post.type === 'Post' && post.category
      ? [{ name: post.category, href: categoryHref(post.category) }]
      : []
  return [{ name: homeName, href: homeHref() }, ...category, { name: post.title, href: post.href }]
}

/**
 * The trail as JSON-LD, safe inside a <script> element: `<`, `>`, `&` and the two JavaScript line
 * separators are escaped, so no title can close the element or start markup.
 */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], link: string): string {
  const list = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(link, crumb.href)
    }))
  }
  return JSON.stringify(list)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
