import { normaliseKeyword } from '@/lib/search/normalise-keyword'
import { queryIndex } from '@/lib/search/query-index'
import { searchIndexFile } from '@/lib/search/search-index-file'
import type { Built } from '@/lib/content/page-results'
import { siteProps } from '@/lib/content/page-props'
import { pageCount, pageOf } from '@/lib/content/post-lists'
import { summaryOf, type SiteData, type SitePost } from '@/lib/content/site-types'

/**
 * A search page from the full-text index (lib/search). Props carry only the page's posts and a
 * snippet for each, in rank order. Without a keyword: every listed post (the export's browser
 * search replaces the list when `?s=` is given). A keyword that is not in canonical form
 * redirects to it, so the regeneration cache holds one page per canonical keyword.
 */
export function searchPageProps(data: SiteData, keyword: string, page = 1): Built<'LayoutSearch'> {
  const wanted = normaliseKeyword(keyword)
  if (wanted !== keyword) {
    if (!wanted) return { redirect: '/search' }
    const suffix = page > 1 ? `/page/${page}` : ''
    return { redirect: `/search/${encodeURIComponent(wanted)}${suffix}` }
  }
  const byHref = new Map(data.listedPosts.map((p) => [p.href, p]))
  const hits = wanted ? queryIndex(searchIndexFile(data).prepared, wanted) : []
  const found: { post: SitePost; snippet: string }[] = wanted
    ? hits.flatMap((h) => {
        const post = byHref.get(h.href)
        return post ? [{ post, snippet: h.snippet }] : []
      })
    : data.listedPosts.map((post) => ({ post, snippet: '' }))
  const perPage = data.config.POSTS_PER_PAGE
  // Page 1 of no results is an answer ('No results found.'), not a 404.
  const shown = found.length ? pageOf(found, page, perPage) : page === 1 ? [] : null
  if (!shown) return null
  return {
    siteProps: siteProps(data),
    posts: shown.map((f) => summaryOf(f.post)),
    snippets: shown.map((f) => f.snippet),
    page,
    pageCount: pageCount(found.length, perPage),
    total: found.length,
    basePath: wanted ? `/search/${encodeURIComponent(wanted)}` : '/search',
    category: null,
    tag: null,
    keyword: wanted
  }
}
