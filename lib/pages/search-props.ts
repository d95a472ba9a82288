import { normaliseKeyword } from '@/lib/search/normalise-keyword'
import { searchIndex } from '@/lib/search/query-shards'
import { siteSearch } from '@/lib/search/search-index-file'
import type { Built } from '@/lib/pages/page-results'
import { siteProps } from '@/lib/pages/page-props'
import { pageCount, pageOf } from '@/lib/content/post-lists'
import { summaryOf, type SiteData, type SitePost } from '@/lib/content/site-types'
import { pageHref, searchPath } from '@/lib/routing/routes'

/**
 * A search page from the full-text index (lib/search). Props carry only the page's posts and a
 * snippet for each, in rank order. Without a keyword: every listed post (the export's browser
 * search replaces the list when `?s=` is given). A keyword that is not in canonical form
 * redirects to it, so the regeneration cache holds one page per canonical keyword.
 */
export function searchPageProps(data: SiteData, keyword: string, page = 1): Built<'LayoutSearch'> {
  const wanted = normaliseKeyword(keyword)
  if (wanted !== keyword) {
    if (!wanted) return { redirect: searchPath('', data.basePath) }
    return { redirect: pageHref(searchPath(wanted, data.basePath), page) }
  }
  const perPage = Math.max(1, data.config.POSTS_PER_PAGE)
  const found = wanted ? foundPage(data, wanted, page, perPage) : everyPost(data, page, perPage)
  if (!found) return null
  const shown = found.shown
  return {
    siteProps: siteProps(data, true),
    posts: shown.map((f) => summaryOf(f.post)),
    snippets: shown.map((f) => f.snippet),
    page,
    pageCount: pageCount(found.total, perPage),
    total: found.total,
    basePath: searchPath(wanted, data.basePath),
    category: null,
    tag: null,
    keyword: wanted
  }
}

type Found = { total: number; shown: { post: SitePost; snippet: string }[] }

/** Page `page` of a keyword's hits; page 1 of no results is an answer, not a 404. */
function foundPage(data: SiteData, keyword: string, page: number, perPage: number): Found | null {
  if (!Number.isInteger(page) || page < 1) return null
  const { total, hits } = searchIndex(
    siteSearch(data).sharded,
    keyword,
    (page - 1) * perPage,
    perPage
  )
  if (page > Math.max(1, pageCount(total, perPage))) return null
  const byHref = new Map(data.listedPosts.map((p) => [p.href, p]))
  const shown = hits.flatMap((h) => {
    const post = byHref.get(h.href)
    return post ? [{ post, snippet: h.snippet }] : []
  })
  return { total, shown }
}

function everyPost(data: SiteData, page: number, perPage: number): Found | null {
  const posts = data.listedPosts
  const shown = posts.length ? pageOf(posts, page, perPage) : page === 1 ? [] : null
  return shown && { total: posts.length, shown: shown.map((post) => ({ post, snippet: '' })) }
}
