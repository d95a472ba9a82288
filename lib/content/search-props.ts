import type { SearchPageProps } from './layout-props'
import { siteProps } from './page-props'
import { pageCount, pageOf } from './post-lists'
import { summaryOf, type SiteData } from './site-types'

/**
 * A search page: listed posts whose title, summary, category or tags contain the keyword, case
 * folded. Full-text search with an index replaces the matching in the search issue.
 */
export function searchPageProps(data: SiteData, keyword: string, page = 1): SearchPageProps | null {
  const wanted = keyword.trim().toLowerCase()
  const posts = wanted
    ? data.listedPosts.filter((p) =>
        [p.title, p.summary ?? '', p.category ?? '', ...p.tags.map((t) => t.name)].some((text) =>
          text.toLowerCase().includes(wanted)
        )
      )
    : data.listedPosts
  const perPage = data.config.POSTS_PER_PAGE
  const shown = pageOf(posts, page, perPage)
  if (!shown) return null
  return {
    siteProps: siteProps(data),
    posts: shown.map(summaryOf),
    page,
    pageCount: pageCount(posts.length, perPage),
    total: posts.length,
    basePath: wanted ? `/search/${encodeURIComponent(keyword)}` : '/search',
    category: null,
    tag: null,
    keyword
  }
}
