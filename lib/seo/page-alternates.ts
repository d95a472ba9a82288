import type { PageProps } from '@/lib/theme/layout-props'
import type { Alternate } from '@/lib/theme/props'
import { basePathOf } from '@/lib/i18n/site-languages'

/** The path of a page every language site has, below its base; null for any other page. */
function sharedPath(page: PageProps): string | null {
  switch (page.layout) {
    case 'LayoutIndex':
      return page.page <= 1 ? '' : null
    case 'LayoutArchive':
      return page.year ? null : '/archive'
    case 'LayoutCategoryIndex':
      return '/category'
    case 'LayoutTagIndex':
      return '/tag'
    default:
      return null
  }
}

/**
 * This page in every language site (itself included), for hreflang links and the switcher: a
 * post's versions sharing its slug, or the same list page (home, archive, category and tag
 * indexes) of each site. Empty on a one-database site or a page without versions.
 */
export function pageAlternates(page: PageProps): Alternate[] {
  const { languages } = page.siteProps
  if (languages.length < 2) return []
  if (page.layout === 'LayoutSlug') return page.alternates ?? []
  const path = sharedPath(page)
  if (path === null) return []
  return languages.map((l) => ({ locale: l.locale, href: `${basePathOf(l.prefix)}${path}` || '/' }))
}
