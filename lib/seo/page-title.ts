import { accountScreenText } from '@/lib/accounts/screen-text'
import { format } from '@/lib/i18n/format'
import type { Messages } from '@/lib/i18n/messages'
import type { PageProps } from '@/lib/theme/layout-props'

/**
 * A page's <title>: what it is, then the site's name. The one part of the head a browser shows,
 * so the one the page's script draws again after a client-side navigation (components/Seo); the
 * rest of the head is the server's (lib/seo/page-meta, pages/_document).
 */
export function pageTitle(page: PageProps, t: Messages): string {
  const { site } = page.siteProps
  const name = site.title
  const section = (parts: (string | null)[]) => [...parts.filter(Boolean), name].join(' | ')
  switch (page.layout) {
    case 'LayoutIndex':
    case 'LayoutPostList': {
      const paged = page.page > 1 ? format(t.PAGINATION.PAGE, { page: page.page }) : null
      if (page.category) return section([page.category, paged, t.NAV.CATEGORY])
      if (page.tag) return section([page.tag, paged, t.NAV.TAGS])
      if (paged) return section([paged])
      return site.description ? `${name} | ${site.description}` : name
    }
    case 'LayoutSearch':
      return section([page.keyword || null, t.NAV.SEARCH])
    case 'LayoutArchive':
      return section([page.year ?? null, t.NAV.ARCHIVE])
    case 'LayoutCategoryIndex':
      return section([t.NAV.CATEGORY])
    case 'LayoutTagIndex':
      return section([t.NAV.TAGS])
    case 'LayoutSignIn':
    case 'LayoutSignUp':
    case 'LayoutDashboard':
      return section([accountScreenText(t, page.screen).title])
    case 'LayoutLanding':
      return name
    case 'Layout404':
      return section([t.NAV.NOT_FOUND])
    case 'LayoutSlug':
      return `${page.post.title} | ${name}`
  }
}
